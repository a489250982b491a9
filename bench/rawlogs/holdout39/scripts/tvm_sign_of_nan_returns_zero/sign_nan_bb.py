# cause: tvm_sign_of_nan_returns_zero
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
    s = bb.emit(relax.op.sign(x))
    bb.emit_func_output(s)
a = np.array([np.nan, -2.0, 0.0, 3.0], "float32")
np.testing.assert_array_equal(run(bb.get(), a), np.sign(a))
