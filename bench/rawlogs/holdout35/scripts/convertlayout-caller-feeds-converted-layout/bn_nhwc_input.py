# cause: convertlayout-caller-feeds-converted-layout
# expect: ErrorContext\(fn=main, loc=param\[0\]
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

@I.ir_module
class ConvBN:
    @R.function
    def main(x: R.Tensor((2, 4, 8, 8), "float32"), w: R.Tensor((6, 4, 3, 3), "float32"), gamma: R.Tensor((6,), "float32"), beta: R.Tensor((6,), "float32"), mean: R.Tensor((6,), "float32"), var: R.Tensor((6,), "float32")):
        R.func_attr({"num_input": 1})
        with R.dataflow():
            y = R.nn.conv2d(x, w, padding=1)
            bn = R.nn.batch_norm(y, gamma, beta, mean, var, axis=1)
            o = bn[0]
            R.output(o)
        return o

rng = np.random.default_rng(0)
def rand(*shape):
    return rng.standard_normal(shape).astype("float32")

mod = relax.transform.DecomposeOpsForInference()(ConvBN)
mod = relax.transform.ConvertLayout({"relax.nn.conv2d": ["NHWC", "OHWI"]})(mod)
ex = tvm.compile(mod, target="llvm")
x = rand(2, 8, 8, 4)  # NHWC activations from the camera pipeline
w = rand(6, 4, 3, 3)
vm = relax.VirtualMachine(ex, tvm.cpu())
T = tvm.runtime.tensor
out = vm["main"](T(x), T(w), T(np.ones(6, "float32")), T(np.zeros(6, "float32")), T(np.zeros(6, "float32")), T(np.ones(6, "float32")))
