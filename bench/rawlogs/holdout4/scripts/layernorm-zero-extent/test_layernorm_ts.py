# cause: layernorm-zero-extent
# expect: Divide by zero
# capture: pytest
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class EmptyChannels:
    @R.function
    def main(
        x: R.Tensor((1, 0, 6), "float32"),
        g: R.Tensor((0, 6), "float32"),
        b: R.Tensor((0, 6), "float32"),
    ) -> R.Tensor((1, 0, 6), "float32"):
        with R.dataflow():
            y = R.nn.layer_norm(x, g, b, axes=[1, 2], epsilon=1e-6)
            R.output(y)
        return y


def test_parses():
    assert EmptyChannels["main"] is not None


def test_build_layer_norm_over_empty_axes():
    ex = relax.build(EmptyChannels, target="llvm")
    assert ex is not None
