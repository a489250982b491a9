# cause: groupnorm-zero-groups
# expect: pb->value != 0 \(0 vs\. 0\) : Divide by zero
# capture: pytest
import tvm
from tvm.script import ir as I, relax as R


def test_parse_valid_groups():
    @I.ir_module
    class M:
        @R.function
        def main(x: R.Tensor((1, 4, 2, 2), "float32"), g: R.Tensor((4,), "float32"), b: R.Tensor((4,), "float32")):
            y = R.nn.group_norm(x, g, b, num_groups=2, channel_axis=1, axes=[2, 3])
            return y

    assert M["main"] is not None


def test_parse_zero_groups():
    @I.ir_module
    class M:
        @R.function
        def main(x: R.Tensor((1, 4, 2, 2), "float32"), g: R.Tensor((4,), "float32"), b: R.Tensor((4,), "float32")):
            y = R.nn.group_norm(x, g, b, num_groups=0, channel_axis=1, axes=[2, 3])
            return y

    tvm.compile(M, "llvm")
