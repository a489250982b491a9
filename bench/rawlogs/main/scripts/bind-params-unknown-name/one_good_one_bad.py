# cause: bind-params-unknown-name
# expect: bind_params\.cc[\s\S]*Function does not have parameter with name
# post: truncate=0.50
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 3), "float32"), gamma: R.Tensor((3,), "float32"), beta: R.Tensor((3,), "float32")):
        h = R.multiply(x, gamma)
        out = R.add(h, beta)
        return out


mod = Module

print(mod.script())
mod = relax.transform.BindParams("main", {'gamma': np.ones(3, 'float32'), 'bias': np.zeros(3, 'float32')})(mod)
