# cause: to-mixed-precision-tuple-unnormalized
# expect: The type is not populated, check if you have normalized the expr
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R

@I.ir_module
class ConvBN:
    @R.function
    def main(x: R.Tensor((1, 16, 32, 32), "float32"), w: R.Tensor((16, 16, 3, 3), "float32"),
             gamma: R.Tensor((16,), "float32"), beta: R.Tensor((16,), "float32"),
             mean: R.Tensor((16,), "float32"), var: R.Tensor((16,), "float32")):
        with R.dataflow():
            y = R.nn.conv2d(x, w, padding=[1, 1])
            r = R.nn.relu(y)
            bn = R.nn.batch_norm(r, gamma, beta, mean, var, axis=1)
            out = bn[0]
            R.output(out)
        return out

mod = relax.transform.ToMixedPrecision(out_dtype="float16")(ConvBN)
print(mod.script())
