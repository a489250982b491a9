# cause: conv_out_layout_not_legalized
# expect: CodeGenVM cannot emit this Relax operator directly
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T



@I.ir_module
class Up:
    @R.function
    def main(x: R.Tensor((1, 8, 4, 4), "float32"), w: R.Tensor((8, 4, 2, 2), "float32")):
        with R.dataflow():
            y = R.nn.conv2d_transpose(x, w, strides=2, out_layout="NHWC")
            R.output(y)
        return y


def test_upsample_compiles():
    ex = relax.build(Up, target="llvm")
    assert ex is not None
