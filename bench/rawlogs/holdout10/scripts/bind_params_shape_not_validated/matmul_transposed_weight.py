# cause: bind_params_shape_not_validated
# expect: Matmul requires the reduction length of the operands to be equal
# env: TVM_BACKTRACE=1
# post: truncate=0.5
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T

@I.ir_module
class Dense:
    @R.function
    def main(x: R.Tensor((2, 3), "float32"), w: R.Tensor((3, 4), "float32")):
        with R.dataflow():
            y = R.matmul(x, w)
            R.output(y)
        return y

w_np = np.random.rand(4, 3).astype("float32")  # saved as (out, in) by the exporter
mod = relax.transform.BindParams("main", {"w": w_np})(Dense)
print(mod)
