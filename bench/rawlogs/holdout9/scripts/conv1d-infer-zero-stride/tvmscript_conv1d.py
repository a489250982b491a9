# cause: conv1d-infer-zero-stride
# expect: Check failed: pb->value != 0 \(0 vs\. 0\) : Divide by zero
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R

@I.ir_module
class M:
    @R.function
    def main(x: R.Tensor((2, 4, 32), "float32"), w: R.Tensor((4, 4, 3), "float32")):
        with R.dataflow():
            y = R.nn.conv1d(x, w, strides=[0], padding=[1, 1])
            z = R.add(y, y)
            R.output(z)
        return z
