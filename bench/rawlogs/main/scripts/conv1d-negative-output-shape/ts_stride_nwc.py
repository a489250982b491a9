# cause: conv1d-negative-output-shape
# expect: _nn_conv1d[\s\S]*lead to negative output shape
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.script import ir as I, relax as R

print("=" * 60)
print("building relax module")
print("=" * 60)

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1, 6, 3), dtype="float32"), w: R.Tensor((5, 3, 8), dtype="float32")):
        with R.dataflow():
            y = R.nn.conv1d(x, w, strides=2, data_layout="NWC")
            R.output(y)
        return y


mod = Module

ex = tvm.compile(mod, target="llvm")
