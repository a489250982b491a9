# cause: resize2d-zero-output-size
# expect: Check failed: fb->value != 0 \(0 vs\. 0\) : Divide by zero
# capture: combined
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R

@I.ir_module
class Pre:
    @R.function
    def main(x: R.Tensor((1, 3, 64, 64), "float32")):
        with R.dataflow():
            y = R.image.resize2d(x, R.shape([0, 32]), method="nearest_neighbor")
            R.output(y)
        return y

ex = tvm.compile(Pre, target="llvm")
