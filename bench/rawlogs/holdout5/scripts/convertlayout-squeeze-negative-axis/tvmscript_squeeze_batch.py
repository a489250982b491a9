# cause: convertlayout-squeeze-negative-axis
# expect: std::bad_alloc
# capture: stderr
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Embed:
    @R.function
    def main(x: R.Tensor((1, 4, 8, 8), "float32"), w: R.Tensor((4, 4, 3, 3), "float32")):
        with R.dataflow():
            y = R.nn.conv2d(x, w, padding=1)
            z = R.squeeze(y, axis=[-4])
            R.output(z)
        return z


mod = relax.transform.ConvertLayout({"relax.nn.conv2d": ["NHWC", "OHWI"]})(Embed)
mod.show()
