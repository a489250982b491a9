# cause: legalize_before_gradient
# expect: Differentiation of call_tir op without registering corresponding gradient
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Model:
    @R.function
    def main(x: R.Tensor((2, 10), "float32"), w: R.Tensor((10, 3), "float32"), b: R.Tensor((3,), "float32")):
        with R.dataflow():
            lv = R.matmul(x, w)
            out = R.add(lv, b)
            loss = R.mean(R.multiply(out, out))
            R.output(loss)
        return loss


# our standard CPU pipeline, then AD on top
mod = relax.get_pipeline("zero")(Model)
print("after zero pipeline:")
mod.show()
params = mod["main"].params
mod = relax.transform.Gradient("main", require_grads=params[1:])(mod)
