# cause: tvm_sign_of_nan_returns_zero
# expect: AssertionError
# capture: notebook
import numpy as np
import tvm
from tvm import relax

def run(mod, *arrays):
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    return vm["main"](*[tvm.runtime.tensor(a) for a in arrays]).numpy()

# %%
# direction of a gradient step: sign(g) + 1, NaN gradients should stay NaN
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((4,), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        r = bb.emit(relax.op.add(relax.op.sign(x), relax.const(1.0, "float32")))
        gv = bb.emit_output(r)
    bb.emit_func_output(gv)
# %%
a = np.array([1.5, np.nan, -2.0, 0.0], "float32")
np.testing.assert_array_equal(run(bb.get(), a), np.sign(a) + 1)
