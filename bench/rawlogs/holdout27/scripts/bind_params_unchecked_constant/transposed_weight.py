# cause: bind_params_unchecked_constant
# expect: Matmul requires the reduction length of the operands to be equal
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Dense:
    @R.function
    def main(x: R.Tensor((1, 784), "float32"), w: R.Tensor((784, 100), "float32"), b: R.Tensor((100,), "float32")):
        with R.dataflow():
            y = R.matmul(x, w)
            z = R.add(y, b)
            R.output(z)
        return z


# weights exported from torch.nn.Linear: (out_features, in_features)
params = {
    "w": np.random.randn(100, 784).astype("float32"),
    "b": np.zeros((100,), "float32"),
}
mod = relax.transform.BindParams("main", params)(Dense)
