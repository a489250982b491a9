# cause: user_integer_division_by_zero
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
x = relax.Var("x", relax.TensorType((4,), "int64"))
y = relax.Var("y", relax.TensorType((4,), "int64"))
with bb.function("main", [x, y]):
    z = bb.emit(relax.op.floor_divide(x, y))
    bb.emit_func_output(z)
a = np.array([7, 8, 9, 10], "int64"); b = np.array([2, 0, 3, 1], "int64")
print(run(bb.get(), a, b))
