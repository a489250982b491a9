# cause: relax_group_norm_rejects_bf16
# expect: expects that data must be float, but got T\.bfloat16
# capture: pytest-native
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


def test_gn_bf16_parse():
    @I.ir_module
    class GN:
        @R.function
        def main(x: R.Tensor((2, 8, 10), "bfloat16"), g: R.Tensor((8,), "bfloat16"), b: R.Tensor((8,), "bfloat16")):
            with R.dataflow():
                y = R.nn.group_norm(x, g, b, num_groups=2, channel_axis=1, axes=[2])
                R.output(y)
            return y

    ex = tvm.compile(GN, target="llvm")
    assert ex is not None
