# cause: group_norm_groups_not_divisor
# expect: group_norm
# capture: ipython
import numpy as np
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R

@tvm.script.ir_module
class GN:
    @R.function
    def main(x: R.Tensor((2, 6, 6, 10), "float32"), g: R.Tensor((10,), "float32"), b: R.Tensor((10,), "float32")):
        with R.dataflow():
            y = R.nn.group_norm(x, g, b, num_groups=4, channel_axis=3, axes=[1, 2])
            R.output(y)
        return y
