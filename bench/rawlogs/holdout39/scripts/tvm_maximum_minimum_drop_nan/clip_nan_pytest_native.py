# cause: tvm_maximum_minimum_drop_nan
# expect: AssertionError
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax

def run(mod, *arrays):
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    return vm["main"](*[tvm.runtime.tensor(a) for a in arrays]).numpy()

def test_clip_keeps_nan():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((5,), "float32"))
    with bb.function("main", [x]):
        y = bb.emit(relax.op.clip(x, -1.0, 1.0))
        bb.emit_func_output(y)
    a = np.array([np.nan, -3, 0.5, 3, np.nan], "float32")
    out = run(bb.get(), a)
    assert np.isnan(out).sum() == np.isnan(np.clip(a, -1, 1)).sum(), out
