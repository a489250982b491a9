# cause: user_where_condition_not_bool
# expect: Where requires the input condition tensor to have boolean dtype
import numpy as np
import tvm
from tvm import relax

def run(mod, *arrays):
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    return vm["main"](*[tvm.runtime.tensor(a) for a in arrays]).numpy()

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((4,), "float32"))
with bb.function("main", [x]):
    y = bb.emit(relax.op.where(x, x, relax.const(0.0, "float32")))
    bb.emit_func_output(y)
a = np.array([1, 0, -2, 0], "float32")
np.testing.assert_array_equal(run(bb.get(), a), np.where(a, a, 0))
