# cause: params-positional-order-wrong-result
# expect: AssertionError: two-layer output differs from reference
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class MLP:
    @R.function
    def main(x: R.Tensor((1, 4), "float32"), w1: R.Tensor((4, 4), "float32"), w2: R.Tensor((4, 4), "float32")) -> R.Tensor((1, 4), "float32"):
        R.func_attr({"num_input": 1})
        with R.dataflow():
            h = R.nn.relu(R.matmul(x, w1))
            o = R.matmul(h, w2)
            R.output(o)
        return o


rng = np.random.default_rng(1)
weights = {"layer2.weight": rng.standard_normal((4, 4)).astype("float32"),
           "layer1.weight": rng.standard_normal((4, 4)).astype("float32")}
tvm.runtime.save_param_dict_to_file({k: tvm.runtime.tensor(v) for k, v in weights.items()}, "mlp.params")

ex = tvm.compile(MLP, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
params = tvm.runtime.load_param_dict_from_file("mlp.params")
x = rng.standard_normal((1, 4)).astype("float32")
out = vm["main"](tvm.runtime.tensor(x), *params.values()).numpy()
ref = np.maximum(x @ weights["layer1.weight"], 0) @ weights["layer2.weight"]
assert np.allclose(out, ref, rtol=1e-4), "two-layer output differs from reference:\n%s\n%s" % (out, ref)
