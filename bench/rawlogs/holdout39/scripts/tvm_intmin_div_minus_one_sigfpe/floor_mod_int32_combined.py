# cause: tvm_intmin_div_minus_one_sigfpe
# expect: Floating point exception
# capture: combined
# env: PYTHONFAULTHANDLER=1
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
    z = bb.emit(relax.op.floor_mod(x, y))
    bb.emit_func_output(z)
a = np.array([-2**31, 7, -7, 7], "int32"); b = np.array([-1, -2, -2, 2], "int32")
np.testing.assert_array_equal(run(bb.get(), a, b), np.mod(a, b))
