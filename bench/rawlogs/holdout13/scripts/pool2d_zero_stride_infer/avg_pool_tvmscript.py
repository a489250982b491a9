# cause: pool2d_zero_stride_infer
# expect: Divide by zero
# capture: combined
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm import tirx as tir
from tvm.script import relax as R, ir as I


print("model: tiny-cnn")

@I.ir_module
class Mod:
    @R.function
    def main(x: R.Tensor((1, 16, 32, 32), "float32")):
        with R.dataflow():
            a = R.nn.relu(x)
            b = R.nn.avg_pool2d(a, pool_size=(3, 3), strides=(0, 0), padding=(1, 1))
            R.output(b)
        return b
