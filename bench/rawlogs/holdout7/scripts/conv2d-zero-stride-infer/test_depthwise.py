# cause: conv2d-zero-stride-infer
# expect: Divide by zero
# capture: pytest-native
# post: crlf
import tvm
from tvm import relax
from tvm.script import relax as R


@R.function
def model(x: R.Tensor((1, 8, 28, 28), "float32"), w: R.Tensor((8, 1, 3, 3), "float32")):
    y = R.nn.conv2d(x, w, strides=(1, 0), padding=1, groups=8)
    return y


def test_depthwise_legalize():
    mod = tvm.IRModule({"main": model})
    mod = relax.transform.LegalizeOps()(mod)
    assert "conv2d" in mod.astext()
