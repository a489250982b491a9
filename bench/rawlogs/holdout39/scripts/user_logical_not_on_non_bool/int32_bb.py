# cause: user_logical_not_on_non_bool
# expect: of type T\.int32
import numpy as np
import tvm
from tvm import relax

def run(mod, *arrays):
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    return vm["main"](*[tvm.runtime.tensor(a) for a in arrays]).numpy()

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((4,), "int32"))
with bb.function("main", [x]):
    y = bb.emit(relax.op.logical_not(x))
    bb.emit_func_output(y)
a = np.array([0, 1, 2, 0], "int32")
np.testing.assert_array_equal(run(bb.get(), a), np.logical_not(a))
