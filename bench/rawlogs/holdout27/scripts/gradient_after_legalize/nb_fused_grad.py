# cause: gradient_after_legalize
# expect: Differentiation of call_tir op
# capture: notebook
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R

# %%
@I.ir_module
class Reg:
    @R.function
    def main(w: R.Tensor((5, 5), "float32")):
        with R.dataflow():
            a = R.tanh(w)
            b = R.sum(R.multiply(a, a))
            R.output(b)
        return b

# %%
lowered = relax.transform.LegalizeOps()(Reg)
lowered = relax.transform.AnnotateTIROpPattern()(lowered)
lowered = relax.transform.FuseOps()(lowered)
lowered = relax.transform.FuseTIR()(lowered)
lowered.show()

# %%
adj = relax.transform.Gradient("main")(lowered)
