# cause: user_target_tag_typo
# expect: Target kind "apple/m1-cpu" is not defined
# capture: pytest
import tvm
from tvm.script import ir as I, relax as R


@I.ir_module
class Norm:
    @R.function
    def main(x: R.Tensor((4, 64), "float32"), g: R.Tensor((64,), "float32"), b: R.Tensor((64,), "float32")):
        with R.dataflow():
            y = R.nn.layer_norm(x, g, b, axes=[-1])
            R.output(y)
        return y


def test_metal_with_host_tag():
    target = tvm.target.Target("apple/m1-gpu", host="apple/m1-cpu")
    ex = tvm.compile(Norm, target=target)
    ex.export_library("norm_metal.dylib")
