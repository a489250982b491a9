# cause: convertlayout-missing-kernel-layout
# expect: IndexError
# capture: combined
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

@I.ir_module
class ConvPool:
    @R.function
    def main(x: R.Tensor((1, 3, 16, 16), "float32"), w: R.Tensor((8, 3, 3, 3), "float32")):
        R.func_attr({"num_input": 1})
        with R.dataflow():
            y = R.nn.conv2d(x, w, padding=1)
            r = R.nn.relu(y)
            p = R.nn.max_pool2d(r, pool_size=[2, 2], strides=[2, 2])
            g = R.nn.adaptive_avg_pool2d(p, output_size=[1, 1])
            R.output(g)
        return g

rng = np.random.default_rng(0)
def rand(*shape):
    return rng.standard_normal(shape).astype("float32")

prep = tvm.transform.Sequential([relax.transform.ConvertLayout({"relax.nn.conv2d": ["NHWC"]}), relax.transform.LegalizeOps()])
ex = tvm.compile(ConvPool, target="llvm", relax_pipeline=tvm.transform.Sequential([prep, relax.get_pipeline("default")]))
