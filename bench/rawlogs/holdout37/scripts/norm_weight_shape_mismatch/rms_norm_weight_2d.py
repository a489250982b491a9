# cause: norm_weight_shape_mismatch
# expect: relax\.nn\.rms_norm
# capture: combined
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R

# weight exported from a checkpoint as (1, hidden)
w_np = np.random.rand(1, 64).astype("float32")


@tvm.script.ir_module
class Norm:
    @R.function
    def main(x: R.Tensor((3, 64), "float32"), w: R.Tensor((1, 64), "float32")):
        with R.dataflow():
            y = R.nn.rms_norm(x, w, axes=[-1])
            R.output(y)
        return y


print("parsed")
