# cause: convertlayout-unary-desired-layout
# expect: NoDesiredLayout\(call, desired_layouts\)
# capture: combined
# env: TVM_BACKTRACE=1
# post: crlf
import tvm
from tvm import relax
from tvm.script import relax as R, ir as I


@I.ir_module
class Act:
    @R.function
    def main(x: R.Tensor((1, 4, 8, 8), "float32"), w: R.Tensor((4, 4, 1, 1), "float32")):
        with R.dataflow():
            c = R.nn.conv2d(x, w)
            s = R.sigmoid(c)
            R.output(s)
        return s


print("converting to NHWC")
mod = relax.transform.ConvertLayout({"relax.nn.conv2d": ["NHWC", "OHWI"], "relax.sigmoid": ["NHWC"]})(Act)
mod.show()
