# cause: resize2d-zero-output
# expect: Divide by zero
# capture: pytest-native
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax


def _resize_mod(size):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((2, 6, 6, 4), "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            out = bb.emit_output(
                relax.op.image.resize2d(x, size=size, layout="NHWC", method="cubic",
                                        coordinate_transformation_mode="align_corners")
            )
        bb.emit_func_output(out)
    return bb.get()


def test_nhwc_cubic_resize_zero_width():
    seq = tvm.transform.Sequential([relax.transform.LegalizeOps(), relax.transform.FoldConstant()])
    mod = seq(_resize_mod((3, 0)))
    mod.show()
