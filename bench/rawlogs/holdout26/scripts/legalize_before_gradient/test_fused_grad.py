# cause: legalize_before_gradient
# expect: call_tir op without registering corresponding gradient
# capture: pytest-short
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Tiny:
    @R.function
    def main(a: R.Tensor((5,), "float32")):
        with R.dataflow():
            b = R.exp(a)
            c = R.sum(b)
            R.output(c)
        return c


def lower(mod):
    mod = relax.transform.LegalizeOps()(mod)
    mod = relax.transform.AnnotateTIROpPattern()(mod)
    mod = relax.transform.FuseOps()(mod)
    return relax.transform.FuseTIR()(mod)


def test_grad_after_lowering():
    mod = relax.transform.Gradient("main")(lower(Tiny))
    assert "main_adjoint" in [g.name_hint for g in mod.get_global_vars()]
