# cause: scan-axis-unchecked
# expect: Index out of range\. size: 0, got index 0
# capture: pytest
import numpy as np
import pytest
import tvm
from tvm import relax


def compile_cumsum(shape, axis, dtype="float32"):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType(shape, dtype))
    with bb.function("main", [x]):
        with bb.dataflow():
            out = bb.emit_output(relax.op.cumsum(x, axis=axis))
        bb.emit_func_output(out)
    return relax.VirtualMachine(tvm.compile(bb.get(), target="llvm"), tvm.cpu())


@pytest.mark.parametrize("shape", [(5,), (2, 3), ()])
def test_cumsum_axis0(shape):
    vm = compile_cumsum(shape, 0)
    data = np.random.rand(*shape).astype("float32")
    np.testing.assert_allclose(vm["main"](tvm.runtime.tensor(data)).numpy(), np.cumsum(data.reshape(shape or (1,)), axis=0).reshape(shape), rtol=1e-5)
