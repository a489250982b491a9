# cause: no_gradient_layer_norm
# expect: FPrimalGradient has not been registered for relax\.nn\.layer_norm
# capture: stderr
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class PreNormBlock:
    @R.function
    def main(
        x: R.Tensor((2, 6, 16), "float32"),
        gamma: R.Tensor((16,), "float32"),
        beta: R.Tensor((16,), "float32"),
        w: R.Tensor((16, 16), "float32"),
    ):
        with R.dataflow():
            n = R.nn.layer_norm(x, gamma, beta, axes=[-1], epsilon=1e-5)
            p = R.matmul(n, w)
            r = R.add(p, x)
            loss = R.mean(R.multiply(r, r))
            R.output(loss)
        return loss


f = PreNormBlock["main"]
mod = relax.transform.Gradient("main", require_grads=list(f.params[1:]))(PreNormBlock)
mod = relax.transform.LegalizeOps()(mod)
