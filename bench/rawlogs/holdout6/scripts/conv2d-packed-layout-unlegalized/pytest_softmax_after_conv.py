# cause: conv2d-packed-layout-unlegalized
# expect: CodeGenVM cannot emit this Relax operator directly
# capture: pytest
import tvm
from tvm import relax
from tvm.relax import op


def _model():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((1, 8, 6, 6), "float32"))
    w = relax.Var("w", relax.TensorType((8, 8, 1, 1), "float32"))
    with bb.function("main", [x, w]):
        with bb.dataflow():
            c = bb.emit(op.nn.conv2d(x, w))
            out = bb.emit_output(op.nn.softmax(c, axis=1))
        bb.emit_func_output(out)
    return bb.get()


def test_nhwc_conversion():
    mod = relax.transform.ConvertLayout({"relax.nn.conv2d": ["NHWC", "OHWI"]})(_model())
    tvm.compile(mod, "llvm")


def test_nchw4c_conversion():
    mod = relax.transform.ConvertLayout({"relax.nn.conv2d": ["NCHW4c", "OIHW4o"]})(_model())
    tvm.compile(mod, "llvm")
