# cause: params-positional-order-wrong-result
# expect: ValueError: Mismatched w.ndim on argument #1
# capture: stderr
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Model:
    @R.function
    def main(x: R.Tensor((2, 3), "float32"), w: R.Tensor((3, 3), "float32"), b: R.Tensor((3,), "float32")) -> R.Tensor((2, 3), "float32"):
        R.func_attr({"num_input": 1})
        with R.dataflow():
            h = R.matmul(x, w)
            o = R.add(h, b)
            R.output(o)
        return o


rng = np.random.default_rng(0)
w = rng.standard_normal((3, 3)).astype("float32")
b = rng.standard_normal((3,)).astype("float32")
tvm.runtime.save_param_dict_to_file({"w": tvm.runtime.tensor(w), "b": tvm.runtime.tensor(b)}, "p.bin")

ex = tvm.compile(Model, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
params = tvm.runtime.load_param_dict_from_file("p.bin")
x = rng.standard_normal((2, 3)).astype("float32")
args = [params[k] for k in sorted(params.keys())]
out = vm["main"](tvm.runtime.tensor(x), *args)
np.testing.assert_allclose(out.numpy(), x @ w + b, rtol=1e-5)
