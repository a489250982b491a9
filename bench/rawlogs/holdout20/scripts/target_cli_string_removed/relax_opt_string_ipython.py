# cause: target_cli_string_removed
# expect: Target creation from string failed
# capture: ipython
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class ConvBlock:
    @R.function
    def main(x: R.Tensor((1, 16, 32, 32), "float32"), w: R.Tensor((32, 16, 3, 3), "float32")):
        with R.dataflow():
            y = R.nn.conv2d(x, w, padding=1)
            z = R.nn.relu(y)
            R.output(z)
        return z


ex = tvm.compile(ConvBlock, target="llvm -mcpu=znver3 -num-cores=2")
