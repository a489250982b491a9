# cause: convertlayout-missing-kernel-layout
# expect: Index 1 out of bounds
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

@I.ir_module
class ConvBN:
    @R.function
    def main(x: R.Tensor((2, 4, 8, 8), "float32"), w: R.Tensor((6, 4, 3, 3), "float32"), gamma: R.Tensor((6,), "float32"), beta: R.Tensor((6,), "float32"), mean: R.Tensor((6,), "float32"), var: R.Tensor((6,), "float32")):
        R.func_attr({"num_input": 1})
        with R.dataflow():
            y = R.nn.conv2d(x, w, padding=1)
            bn = R.nn.batch_norm(y, gamma, beta, mean, var, axis=1)
            o = bn[0]
            R.output(o)
        return o

rng = np.random.default_rng(0)
def rand(*shape):
    return rng.standard_normal(shape).astype("float32")


def test_bn_pytest():
    mod = relax.transform.DecomposeOpsForInference()(ConvBN)
    mod = relax.transform.ConvertLayout({"relax.nn.conv2d": ["NHWC"]})(mod)
    mod = relax.transform.FoldConstant()(mod)
