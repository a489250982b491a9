# cause: user_astype_bare_float8_dtype
# expect: do not support T\.float8
# capture: pytest
import numpy as np
import tvm
from tvm import relax

def run(mod, *arrays):
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    return vm["main"](*[tvm.runtime.tensor(a) for a in arrays]).numpy()

import pytest

@pytest.mark.parametrize("dst", ["float16", "float8"])
def test_cast_roundtrip(dst):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((4,), "float32"))
    with bb.function("main", [x]):
        y = bb.emit(relax.op.astype(relax.op.astype(x, dst), "float32"))
        bb.emit_func_output(y)
    a = np.array([0.5, 1.0, -2.0, 4.0], "float32")
    np.testing.assert_array_equal(run(bb.get(), a), a)
