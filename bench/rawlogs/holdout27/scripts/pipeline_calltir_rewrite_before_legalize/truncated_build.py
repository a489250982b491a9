# cause: pipeline_calltir_rewrite_before_legalize
# expect: CodeGenVM cannot emit
# capture: combined
# post: truncate=0.4
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Mod:
    @R.function
    def main(a: R.Tensor((8, 16), "float32"), b: R.Tensor((16,), "float32")):
        with R.dataflow():
            c = R.add(a, b)
            d = R.nn.silu(c)
            R.output(d)
        return d


print(Mod)
passes = [relax.transform.CallTIRRewrite(), relax.transform.LegalizeOps(), relax.transform.AnnotateTIROpPattern(),
          relax.transform.FuseOps(), relax.transform.FuseTIR(), relax.transform.LowerAllocTensor(),
          relax.transform.LowerRuntimeBuiltin(), relax.transform.VMShapeLower()]
with tvm.transform.PassContext(opt_level=3, instruments=[tvm.instrument.PrintAfterAll()]):
    ex = tvm.compile(Mod, "llvm", relax_pipeline=tvm.transform.Sequential(passes))
