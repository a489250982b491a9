# cause: bind_params_unchecked_constant
# expect: Matmul requires the reduction length
# capture: notebook
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R

# %%
@I.ir_module
class TwoLayer:
    @R.function
    def main(x: R.Tensor((8, 32), "float32"), w0: R.Tensor((32, 48), "float32"), w1: R.Tensor((48, 16), "float32")):
        with R.dataflow():
            h = R.nn.relu(R.matmul(x, w0))
            o = R.matmul(h, w1)
            R.output(o)
        return o

# %%
weights = {"w0": np.ones((32, 48), "float32"), "w1": np.ones((16, 48), "float32")}
{k: v.shape for k, v in weights.items()}

# %%
pipeline = tvm.transform.Sequential([
    relax.transform.BindParams("main", weights),
    relax.transform.FoldConstant(),
    relax.transform.LegalizeOps(),
])
lowered = pipeline(TwoLayer)
