# cause: min-value-bool
# expect: Cannot decide min_value
# capture: pytest
import pytest
import tvm
from tvm import relax


def dilate_mask(dtype):
    bb = relax.BlockBuilder()
    m = relax.Var("m", relax.TensorType((1, 1, 32, 32), dtype))
    with bb.function("main", [m]):
        with bb.dataflow():
            d = bb.emit_output(relax.op.nn.max_pool2d(m, pool_size=(3, 3), padding=(1, 1)))
        bb.emit_func_output(d)
    return bb.get()


@pytest.mark.parametrize("dtype", ["float32", "uint8", "bool"])
def test_binary_dilation(dtype):
    tvm.compile(dilate_mask(dtype), target="llvm")
