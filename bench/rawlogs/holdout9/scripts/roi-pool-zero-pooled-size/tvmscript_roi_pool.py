# cause: roi-pool-zero-pooled-size
# expect: Check failed: fb->value != 0 \(0 vs\. 0\) : Divide by zero
# capture: combined
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R

@I.ir_module
class FastRCNN:
    @R.function
    def main(feat: R.Tensor((1, 32, 16, 16), "float32"), rois: R.Tensor((3, 5), "float32")):
        with R.dataflow():
            p = R.vision.roi_pool(feat, rois, pooled_size=[0, 2], spatial_scale=1.0)
            r = R.nn.relu(p)
            R.output(r)
        return r

print(FastRCNN.script())
ex = relax.build(FastRCNN, target="llvm")
