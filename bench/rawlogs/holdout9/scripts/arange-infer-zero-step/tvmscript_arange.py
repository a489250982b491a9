# cause: arange-infer-zero-step
# expect: Check failed: pb->value != 0 \(0 vs\. 0\) : Divide by zero
# capture: combined
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R

@I.ir_module
class Ramp:
    @R.function
    def main(x: R.Tensor((16,), "int32")):
        with R.dataflow():
            r = R.arange(0, 16, 0, dtype="int32")
            y = R.add(x, r)
            R.output(y)
        return y
