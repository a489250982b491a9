# cause: gradient-op-missing-primal-gradient
# expect: Attribute FPrimalGradient has not been registered for relax\.
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R

@I.ir_module
class Loss:
    @R.function
    def main(x: R.Tensor((4, 16), "float32"), w: R.Tensor((16, 16), "float32")):
        with R.dataflow():
            h = R.matmul(x, w)
            a = R.nn.gelu(h)
            loss = R.sum(a)
            R.output(loss)
        return loss

grad_mod = relax.transform.Gradient("main", require_grads=Loss["main"].params[1])(Loss)
print(grad_mod.script())
