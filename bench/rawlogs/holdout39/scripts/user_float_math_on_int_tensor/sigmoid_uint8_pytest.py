# cause: user_float_math_on_int_tensor
# expect: requires the input tensor to have float dtype
# capture: pytest
import numpy as np
import tvm
from tvm import relax

def run(mod, *arrays):
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    return vm["main"](*[tvm.runtime.tensor(a) for a in arrays]).numpy()

import pytest

@pytest.mark.parametrize("fn,ref", [(relax.op.sigmoid, lambda a: 1 / (1 + np.exp(-a)))])
def test_unary_uint8(fn, ref):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((16,), "uint8"))
    with bb.function("main", [x]):
        y = bb.emit(fn(x))
        bb.emit_func_output(y)
    a = np.arange(16, dtype="uint8")
    np.testing.assert_allclose(run(bb.get(), a), ref(a.astype("float32")), rtol=1e-5)
