# cause: conv2d-channel-mismatch
# expect: channel size of the data should equal
# capture: pytest-native
import tvm
from tvm import relax


def conv(data_shape, weight_shape, groups=1):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType(data_shape, "float32"))
    w = relax.Var("w", relax.TensorType(weight_shape, "float32"))
    with bb.function("main", [x, w]):
        with bb.dataflow():
            y = bb.emit_output(relax.op.nn.conv2d(x, w, groups=groups))
        bb.emit_func_output(y)
    return bb.get()


def test_conv_transposed_weight():
    # weight passed as (I, O, H, W) instead of (O, I, H, W)
    mod = conv((1, 8, 16, 16), (16, 8, 3, 3))
    mod2 = conv((1, 8, 16, 16), (8, 16, 3, 3))
    assert mod is not None and mod2 is not None
