# cause: custom_pipeline_missing_legalize
# expect: CodeGenVM cannot emit this Relax operator directly
# capture: pytest-line
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Sq:
    @R.function
    def main(x: R.Tensor((4, 4), "float32")):
        y = R.multiply(x, x)
        return y


def my_pipeline():
    return tvm.transform.Sequential(
        [
            relax.transform.FoldConstant(),
            relax.transform.ToNonDataflow(),
            relax.transform.CallTIRRewrite(),
            relax.transform.StaticPlanBlockMemory(),
            relax.transform.VMBuiltinLower(),
            relax.transform.VMShapeLower(),
        ]
    )


def test_custom_pipeline():
    ex = tvm.compile(Sq, target="llvm", relax_pipeline=my_pipeline())
    assert ex is not None
