# cause: pipeline_calltir_rewrite_before_legalize
# expect: CodeGenVM cannot emit this Relax operator directly
# capture: notebook
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R

# %%
@I.ir_module
class Mod:
    @R.function
    def main(x: R.Tensor((32, 32), "float32")):
        with R.dataflow():
            y = R.sqrt(x)
            z = R.sum(y, axis=0)
            R.output(z)
        return z

# %%
lowered = relax.transform.CallTIRRewrite()(relax.transform.ToNonDataflow()(Mod))
lowered = relax.transform.LegalizeOps()(lowered)
lowered.show()

# %%
rest = tvm.transform.Sequential([relax.transform.LowerAllocTensor(), relax.transform.LowerRuntimeBuiltin(), relax.transform.VMShapeLower()])
ex = tvm.compile(lowered, "llvm", relax_pipeline=rest)
