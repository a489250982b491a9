# cause: lift-transform-params-unpacked-args
# expect: main_transform_params expects 1 arguments
# capture: pytest-line
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


def test_ffn_pytest():
    mod = relax.transform.LiftTransformParams()(FFN)
    ex = tvm.compile(mod, target="llvm")
    x, w_up, w_down = rand(3, 24), rand(48, 24), rand(24, 48)
    vm = relax.VirtualMachine(ex, tvm.cpu())
    weights = [tvm.runtime.tensor(w) for w in (w_up, w_down)]
    prepared = vm["main_transform_params"](*weights)
    out = vm["main"](tvm.runtime.tensor(x), *prepared).numpy()
