# cause: conv2d-transpose-layout-not-legalized
# expect: CodeGenVM cannot emit this Relax operator
# capture: combined
import tvm
from tvm import relax
from tvm.script import relax as R, ir as I


@I.ir_module
class Decoder:
    @R.function
    def main(x: R.Tensor((1, 16, 8, 8), "float32"), w: R.Tensor((16, 8, 4, 4), "float32")):
        with R.dataflow():
            y = R.nn.conv2d_transpose(x, w, strides=(2, 2), padding=(1, 1))
            z = R.nn.relu(y)
            R.output(z)
        return z


mod = relax.transform.ConvertLayout({"relax.nn.conv2d_transpose": ["NHWC", "IHWO"]})(Decoder)
mod.show()
ex = tvm.compile(mod, "llvm")
