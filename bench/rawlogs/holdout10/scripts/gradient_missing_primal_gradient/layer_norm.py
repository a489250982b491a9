# cause: gradient_missing_primal_gradient
# expect: Attribute FPrimalGradient has not been registered for relax\.
# capture: combined
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T

print("setting up training graph")

@I.ir_module
class LN:
    @R.function
    def main(x: R.Tensor((2, 16), "float32"), g: R.Tensor((16,), "float32"), b: R.Tensor((16,), "float32")):
        with R.dataflow():
            y = R.nn.layer_norm(x, g, b, axes=[-1])
            l = R.mean(y)
            R.output(l)
        return l

mod = relax.transform.Gradient("main")(LN)
print(mod)
