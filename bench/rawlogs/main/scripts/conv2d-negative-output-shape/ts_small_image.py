# cause: conv2d-negative-output-shape
# expect: _nn_conv2d[\s\S]*lead to negative output shape
# capture: combined
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.script import ir as I, relax as R


@I.ir_module
class Module:
    @R.function
    def main(img: R.Tensor((1, 3, 8, 8), dtype="float32"), w: R.Tensor((16, 3, 9, 9), dtype="float32")):
        with R.dataflow():
            y = R.nn.conv2d(img, w)
            R.output(y)
        return y


mod = Module

print("compiling ...", flush=True)
ex = relax.build(mod, target="llvm")
