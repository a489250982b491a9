# cause: pass_required_name_not_resolvable
# expect: Cannot use FoldConstant to create the pass
# capture: pytest
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Mod:
    @R.function
    def main(x: R.Tensor((4, 4), "float32")):
        with R.dataflow():
            c = R.add(R.const(1.0, "float32"), R.const(2.0, "float32"))
            y = R.multiply(x, c)
            R.output(y)
        return y


@relax.transform.function_pass(opt_level=0, name="ScaleToShift", required=["FoldConstant"])
class ScaleToShift:
    def transform_function(self, func, mod, ctx):
        return func


def test_requires_foldconstant():
    out = tvm.transform.Sequential([ScaleToShift()], opt_level=0)(Mod)
    assert out is not None
