# cause: user-resize-unknown-method
# expect: bicubic
# capture: pytest-native
# post: truncate=0.7
import tvm
from tvm import relax


def test_bicubic_nhwc():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((1, 10, 10, 3), "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            out = bb.emit_output(relax.op.image.resize2d(x, size=(20, 20), layout="NHWC", method="bicubic"))
        bb.emit_func_output(out)
    tvm.compile(bb.get(), target="llvm")
