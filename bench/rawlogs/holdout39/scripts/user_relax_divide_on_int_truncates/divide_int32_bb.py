# cause: user_relax_divide_on_int_truncates
# expect: AssertionError
import numpy as np
import tvm
from tvm import relax

def run(mod, *arrays):
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    return vm["main"](*[tvm.runtime.tensor(a) for a in arrays]).numpy()

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((4,), "int32"))
y = relax.Var("y", relax.TensorType((4,), "int32"))
with bb.function("main", [x, y]):
    z = bb.emit(relax.op.divide(x, y))
    bb.emit_func_output(z)
a = np.array([-7, 7, -7, 7], "int32"); b = np.array([2, -2, -2, 2], "int32")
np.testing.assert_array_equal(run(bb.get(), a, b), a // b)
