# cause: llvm-fp16-missing-intrinsic
# expect: unknown intrinsic .*tirx\.acos
# capture: pytest
import numpy as np
import pytest
import tvm
from tvm import relax


@pytest.mark.parametrize("name", ["sin", "cos", "tan", "acos"])
@pytest.mark.parametrize("dtype", ["float32", "float16"])
def test_unary(name, dtype):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((10,), dtype))
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit_output(getattr(relax.op, name)(x))
        bb.emit_func_output(y)
    vm = relax.VirtualMachine(tvm.compile(bb.get(), target="llvm"), tvm.cpu())
    data = np.linspace(-0.9, 0.9, 10).astype(dtype)
    got = vm["main"](tvm.runtime.tensor(data)).numpy()
    np.testing.assert_allclose(got, getattr(np, {"acos": "arccos"}.get(name, name))(data), rtol=1e-2, atol=1e-2)
