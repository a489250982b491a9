# cause: adaptive-pool-zero-output-size
# expect: Check failed: pb->value != 0 \(0 vs\. 0\) : Divide by zero
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R

@I.ir_module
class Head:
    @R.function
    def main(x: R.Tensor((2, 256, 14, 14), "float32")):
        with R.dataflow():
            y = R.nn.adaptive_avg_pool2d(x, output_size=[0, 7])
            R.output(y)
        return y

print("legalizing Head ...")
lowered = relax.transform.LegalizeOps()(Head)
print(lowered.script())
