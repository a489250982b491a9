# cause: convertlayout-squeeze-negative-axis
# expect: std::bad_alloc
# capture: pytest-native
import tvm
from tvm import relax


def _model(axis):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType([1, 8, 4, 1], "float32"))
    w = relax.Var("w", relax.TensorType([8, 8, 1, 1], "float32"))
    with bb.function("main", [x, w]):
        with bb.dataflow():
            y = bb.emit(relax.op.nn.conv2d(x, w))
            z = bb.emit(relax.op.squeeze(y, axis=axis))
            gv = bb.emit_output(z)
        bb.emit_func_output(gv)
    return bb.get()


def test_positive_axis():
    relax.transform.ConvertLayout({"relax.nn.conv2d": ["NCHW4c", "OIHW4o"]})(_model([3]))


def test_negative_axis():
    relax.transform.ConvertLayout({"relax.nn.conv2d": ["NCHW4c", "OIHW4o"]})(_model([-1]))
