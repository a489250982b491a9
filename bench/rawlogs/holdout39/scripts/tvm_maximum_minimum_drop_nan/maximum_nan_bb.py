# cause: tvm_maximum_minimum_drop_nan
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
y = relax.Var("y", relax.TensorType((4,), "float32"))
with bb.function("main", [x, y]):
    z = bb.emit(relax.op.maximum(x, y))
    bb.emit_func_output(z)
a = np.array([np.nan, 1.0, -0.5, 2.5], "float32"); b = np.array([0.0, 2.0, np.nan, 0.0], "float32")
np.testing.assert_array_equal(run(bb.get(), a, b), np.maximum(a, b))
