# cause: bind_params_shape_not_validated
# expect: broadcast
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T

print("loading parameters")
params = {"bias": tvm.runtime.tensor(np.zeros((10,), "float32"))}

@I.ir_module
class Cls:
    @R.function
    def main(x: R.Tensor((1, 16), "float32"), w: R.Tensor((16, 8), "float32"), bias: R.Tensor((8,), "float32")):
        with R.dataflow():
            y = R.matmul(x, w)
            z = R.add(y, bias)
            R.output(z)
        return z

mod = relax.transform.BindParams("main", params)(Cls)
print("bound", len(params), "params")
ex = tvm.compile(mod, target="llvm")
