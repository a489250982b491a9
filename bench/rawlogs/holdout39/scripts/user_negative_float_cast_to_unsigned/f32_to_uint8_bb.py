# cause: user_negative_float_cast_to_unsigned
# expect: AssertionError
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
    y = bb.emit(relax.op.astype(x, "uint8"))
    bb.emit_func_output(y)
a = np.array([1.5, -2.0, 0.0, 3.0], "float32")
np.testing.assert_array_equal(run(bb.get(), a), a.astype("int64").astype("uint8"))
