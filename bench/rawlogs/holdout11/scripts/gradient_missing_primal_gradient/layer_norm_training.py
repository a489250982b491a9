# cause: gradient_missing_primal_gradient
# expect: FPrimalGradient has not been registered for relax.nn.layer_norm
# capture: pytest
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

@I.ir_module
class Block:
    @R.function
    def main(x: R.Tensor((2, 16), "float32"), g: R.Tensor((16,), "float32"), b: R.Tensor((16,), "float32")):
        with R.dataflow():
            y = R.nn.layer_norm(x, g, b, axes=[-1])
            loss = R.sum(y)
            R.output(loss)
        return loss

def test_layer_norm_grad():
    grad_mod = relax.transform.Gradient("main", require_grads=Block["main"].params[1:])(Block)
    assert "main_adjoint" in [gv.name_hint for gv in grad_mod.get_global_vars()]
