# cause: pipeline_missing_runtime_builtin_lowering
# expect: CodeGenVM cannot emit this Relax operator directly
# capture: ipython
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Concat:
    @R.function
    def main(a: R.Tensor((2, 8), "float16"), b: R.Tensor((6, 8), "float16")):
        with R.dataflow():
            c = R.concat([a, b], axis=0)
            d = R.nn.relu(c)
            R.output(d)
        return d


stages = ["LegalizeOps", "ToNonDataflow", "RemovePurityChecking", "CallTIRRewrite",
          "StaticPlanBlockMemory", "LowerAllocTensor", "KillAfterLastUse", "VMShapeLower", "AttachGlobalSymbol"]
seq = tvm.transform.Sequential([getattr(relax.transform, s)() for s in stages])
ex = tvm.compile(Concat, "llvm", relax_pipeline=seq)
