# cause: conv2d-zero-stride
# expect: Divide by zero
# capture: pytest-native
import pytest
import tvm
from tvm import relax


def conv_mod(strides):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((1, 4, 10, 10), "float32"))
    w = relax.Var("w", relax.TensorType((8, 4, 3, 3), "float32"))
    with bb.function("main", [x, w]):
        with bb.dataflow():
            y = bb.emit_output(relax.op.nn.conv2d(x, w, strides=strides))
        bb.emit_func_output(y)
    return bb.get()


@pytest.mark.parametrize("strides", [(1, 1), (2, 2), (1, 0)])
def test_conv2d_strides(strides):
    mod = conv_mod(strides)
    mod = relax.transform.LegalizeOps()(mod)
    assert "conv2d" in str(mod)
