# cause: gradient_missing_primal_gradient
# expect: Attribute FPrimalGradient has not been registered for relax\.
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T

@I.ir_module
class MLP:
    @R.function
    def main(x: R.Tensor((4, 8), "float32"), w: R.Tensor((8, 8), "float32")):
        with R.dataflow():
            h = R.matmul(x, w)
            a = R.nn.gelu(h)
            l = R.sum(a)
            R.output(l)
        return l

grad_mod = relax.transform.Gradient("main", require_grads=MLP["main"].params[1])(MLP)
grad_mod.show()
