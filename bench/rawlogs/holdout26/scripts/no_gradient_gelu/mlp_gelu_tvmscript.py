# cause: no_gradient_gelu
# expect: FPrimalGradient has not been registered for relax\.nn\.gelu
# capture: stderr
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class TwoLayerMLP:
    @R.function
    def main(
        x: R.Tensor((8, 16), "float32"),
        w1: R.Tensor((16, 32), "float32"),
        w2: R.Tensor((32, 1), "float32"),
    ):
        with R.dataflow():
            h = R.matmul(x, w1)
            a = R.nn.gelu(h)
            o = R.matmul(a, w2)
            loss = R.mean(o)
            R.output(loss)
        return loss


params = TwoLayerMLP["main"].params
grad_mod = relax.transform.Gradient("main", require_grads=params[1:])(TwoLayerMLP)
grad_mod = relax.transform.LegalizeOps()(grad_mod)
ex = tvm.compile(grad_mod, target="llvm")
