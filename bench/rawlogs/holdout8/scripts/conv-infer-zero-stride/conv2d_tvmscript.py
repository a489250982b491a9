# cause: conv-infer-zero-stride
# expect: Divide by zero
# env: TVM_BACKTRACE=1
# post: crlf
import tvm
from tvm import relax
from tvm.script import relax as R, ir as I


@I.ir_module
class Model:
    @R.function
    def main(x: R.Tensor((1, 8, 14, 14), "float32"), w: R.Tensor((8, 1, 3, 3), "float32")):
        with R.dataflow():
            y = R.nn.conv2d(x, w, strides=(0, 1), padding=(1, 1), groups=8)
            z = R.nn.relu(y)
            R.output(z)
        return z


ex = tvm.compile(Model, "llvm")
