# cause: convertlayout-pool-desired-layout
# expect: Check failed: \(NoDesiredLayout\(call, desired_layouts\)\) is false
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

layouts = {"relax.nn.conv2d": ["NHWC", "OHWI"], "relax.nn.max_pool2d": ["NHWC"]}
mod = relax.transform.ConvertLayout(layouts)(ConvPool)
ex = tvm.compile(mod, target="llvm")
