# cause: pipeline_missing_lower_alloc_tensor
# expect: VMBuiltinLower encountered
# capture: notebook
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R

# %%
@I.ir_module
class Mod:
    @R.function
    def main(x: R.Tensor((64,), "float32"), y: R.Tensor((64,), "float32")):
        with R.dataflow():
            z = R.maximum(x, y)
            R.output(z)
        return z

# %%
T = relax.transform
front = tvm.transform.Sequential([T.LegalizeOps(), T.ToNonDataflow(), T.RemovePurityChecking(), T.CallTIRRewrite(), T.StaticPlanBlockMemory()])
mod = front(Mod)
mod.show()

# %%
back = tvm.transform.Sequential([T.LowerRuntimeBuiltin(), T.VMShapeLower(), T.AttachGlobalSymbol()])
ex = tvm.compile(mod, "llvm", relax_pipeline=back)
