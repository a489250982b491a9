# cause: bindparams-then-pass-weights
# expect: expects 1 arguments \(x\), but 3
# capture: combined
# post: crlf
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

@I.ir_module
class ConvNet:
    @R.function
    def main(x: R.Tensor((1, 3, 16, 16), "float32"), w: R.Tensor((8, 3, 3, 3), "float32"), b: R.Tensor((1, 8, 1, 1), "float32")):
        R.func_attr({"num_input": 1})
        with R.dataflow():
            y = R.nn.conv2d(x, w, padding=1)
            z = R.add(y, b)
            o = R.nn.relu(z)
            R.output(o)
        return o

rng = np.random.default_rng(0)
def rand(*shape):
    return rng.standard_normal(shape).astype("float32")

x, w, b = rand(1, 3, 16, 16), rand(8, 3, 3, 3), rand(1, 8, 1, 1)
mod = relax.transform.BindParams("main", {"w": w, "b": b})(ConvNet)
mod = relax.transform.FoldConstant()(mod)
ex = tvm.compile(mod, target="llvm")
ex.export_library("conv_bound.so")
vm = relax.VirtualMachine(tvm.runtime.load_module("conv_bound.so"), tvm.cpu())
T = tvm.runtime.tensor
out = vm["main"](T(x), T(w), T(b)).numpy()
