# cause: pipeline_missing_lower_alloc_tensor
# expect: VMBuiltinLower encountered
# capture: pytest-short
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Mod:
    @R.function
    def main(x: R.Tensor((10, 10), "float32")):
        with R.dataflow():
            y = R.tanh(x)
            z = R.multiply(y, y)
            R.output(z)
        return z


def test_custom_lowering():
    T = relax.transform
    # LowerAllocTensor placed after the builtin lowering "to be safe"
    seq = tvm.transform.Sequential([
        T.LegalizeOps(), T.ToNonDataflow(), T.RemovePurityChecking(), T.CallTIRRewrite(),
        T.StaticPlanBlockMemory(), T.LowerRuntimeBuiltin(), T.LowerAllocTensor(),
        T.VMShapeLower(), T.AttachGlobalSymbol(),
    ])
    seq(Mod)
