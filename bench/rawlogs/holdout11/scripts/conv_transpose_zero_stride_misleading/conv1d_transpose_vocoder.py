# cause: conv_transpose_zero_stride_misleading
# expect: output padding less than the strides
# capture: pytest
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

@I.ir_module
class Up:
    @R.function
    def main(x: R.Tensor((1, 64, 100), "float32"), w: R.Tensor((64, 32, 8), "float32")):
        with R.dataflow():
            y = R.nn.conv1d_transpose(x, w, strides=[0])
            R.output(y)
        return y

def test_upsample():
    ex = relax.build(Up, "llvm")
    assert ex is not None
