# cause: pipeline_missing_runtime_builtin_lowering
# expect: CodeGenVM cannot emit this Relax operator directly
# capture: combined
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Gate:
    @R.function
    def main(x: R.Tensor((16, 64), "float32"), g: R.Tensor((16, 64), "float32")):
        with R.dataflow():
            s = R.sigmoid(g)
            y = R.multiply(x, s)
            R.output(y)
        return y


T = relax.transform
mod = tvm.transform.Sequential([T.LegalizeOps(), T.ToNonDataflow(), T.RemovePurityChecking(),
                                T.CallTIRRewrite(), T.StaticPlanBlockMemory(), T.LowerAllocTensor()])(Gate)
print("---- after memory planning ----")
mod["main"].show()
ex = relax.build(mod, target="llvm", relax_pipeline=T.VMShapeLower())
