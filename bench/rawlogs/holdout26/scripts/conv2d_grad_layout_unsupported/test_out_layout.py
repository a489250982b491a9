# cause: conv2d_grad_layout_unsupported
# expect: only support NCHW output layout
# capture: pytest-short
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class ConvToNHWC:
    @R.function
    def main(x: R.Tensor((1, 3, 8, 8), "float32"), w: R.Tensor((4, 3, 3, 3), "float32")):
        with R.dataflow():
            y = R.nn.conv2d(x, w, out_layout="NHWC")
            loss = R.sum(y)
            R.output(loss)
        return loss


def test_conv_out_nhwc_grad():
    mod = relax.transform.Gradient("main")(ConvToNHWC)
    mod = relax.transform.LegalizeOps()(mod)
    tvm.compile(mod, "llvm")
