# cause: lift-call-main-with-raw-weights
# expect: Error|error
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

@I.ir_module
class FFN:
    @R.function
    def main(x: R.Tensor((3, 24), "float32"), w_up: R.Tensor((48, 24), "float32"), w_down: R.Tensor((24, 48), "float32")):
        R.func_attr({"num_input": 1})
        with R.dataflow():
            up = R.matmul(x, R.permute_dims(w_up))
            act = R.nn.gelu(up)
            down = R.matmul(act, R.permute_dims(w_down))
            res = R.add(down, x)
            R.output(res)
        return res

rng = np.random.default_rng(0)
def rand(*shape):
    return rng.standard_normal(shape).astype("float32")

mod = relax.transform.LiftTransformParams()(FFN)
ex = tvm.compile(mod, target="llvm")
x, w_up, w_down = rand(3, 24), rand(48, 24), rand(24, 48)
vm = relax.VirtualMachine(ex, tvm.cpu())
T = tvm.runtime.tensor
out = vm["main"](T(x), T(w_up), T(w_down)).numpy()
assert out.shape == (3, 24)
