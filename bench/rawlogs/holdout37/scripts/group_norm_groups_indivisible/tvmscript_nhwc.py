# cause: group_norm_groups_indivisible
# expect: group_norm
# capture: pytest-short
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R


def test_group_norm_nhwc():
    @tvm.script.ir_module
    class GN:
        @R.function
        def main(x: R.Tensor((2, 4, 4, 6), "float32"), g: R.Tensor((6,), "float32"), b: R.Tensor((6,), "float32")):
            with R.dataflow():
                y = R.nn.group_norm(x, g, b, num_groups=4, channel_axis=-1, axes=[1, 2])
                R.output(y)
            return y

    ex = tvm.compile(GN, target="llvm")
    assert ex is not None
