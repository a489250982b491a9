# cause: user_power_on_int_tensor
# expect: power only applies to float
import numpy as np
import tvm
from tvm import relax

def run(mod, *arrays):
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    return vm["main"](*[tvm.runtime.tensor(a) for a in arrays]).numpy()

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((5,), "int32"))
e = relax.Var("e", relax.TensorType((5,), "int32"))
with bb.function("main", [x, e]):
    y = bb.emit(relax.op.power(x, e))
    bb.emit_func_output(y)
a = np.array([1, 2, 3, 4, 5], "int32"); b = np.array([2, 2, 3, 0, 1], "int32")
np.testing.assert_array_equal(run(bb.get(), a, b), np.power(a, b))
