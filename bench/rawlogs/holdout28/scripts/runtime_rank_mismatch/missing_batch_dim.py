# cause: runtime_rank_mismatch
# expect: expect Tensor with ndim 4 but get 3
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class Conv:
    @R.function
    def main(x: R.Tensor(("n", 3, "h", "w"), "float32"), k: R.Tensor((8, 3, 3, 3), "float32")):
        with R.dataflow():
            y = R.nn.conv2d(x, k, padding=[1, 1, 1, 1])
            y = R.nn.relu(y)
            R.output(y)
        return y


ex = tvm.compile(Conv, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
kernel = tvm.runtime.tensor(np.ones((8, 3, 3, 3), "float32"))
image = np.random.default_rng(0).random((3, 20, 30), dtype="float32")  # CHW from the loader
print("input", image.shape)
y = vm["main"](tvm.runtime.tensor(image), kernel)
print(y.shape)
