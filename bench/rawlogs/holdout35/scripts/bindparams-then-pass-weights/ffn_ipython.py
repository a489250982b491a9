# cause: bindparams-then-pass-weights
# expect: expects 1 arguments
# capture: ipython
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

x, w_up, w_down = rand(3, 24), rand(48, 24), rand(24, 48)
mod = relax.transform.BindParams("main", {"w_up": w_up, "w_down": w_down})(FFN)
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
args = [tvm.runtime.tensor(a) for a in (x, w_up, w_down)]
out = vm["main"](*args).numpy()
