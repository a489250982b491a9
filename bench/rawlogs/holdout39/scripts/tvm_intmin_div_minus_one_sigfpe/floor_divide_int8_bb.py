# cause: tvm_intmin_div_minus_one_sigfpe
# expect: Fatal Python error: Floating point exception
# env: PYTHONFAULTHANDLER=1
import numpy as np
import tvm
from tvm import relax

def run(mod, *arrays):
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    return vm["main"](*[tvm.runtime.tensor(a) for a in arrays]).numpy()

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((4,), "int8"))
y = relax.Var("y", relax.TensorType((4,), "int8"))
with bb.function("main", [x, y]):
    z = bb.emit(relax.op.floor_divide(x, y))
    bb.emit_func_output(z)
a = np.array([1, 2, 3, -128], "int8"); b = np.array([1, 1, 1, -1], "int8")
with np.errstate(over="ignore"):
    ref = np.floor_divide(a, b)   # numpy wraps: -128
np.testing.assert_array_equal(run(bb.get(), a, b), ref)
