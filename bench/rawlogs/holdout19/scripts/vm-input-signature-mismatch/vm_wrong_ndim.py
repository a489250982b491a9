# cause: vm-input-signature-mismatch
# expect: ndim mismatch|expect Tensor with ndim
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Mod:
    @R.function
    def main(img: R.Tensor((1, 3, 8, 8), "float32")):
        with R.dataflow():
            y = R.nn.avg_pool2d(img, pool_size=(2, 2), strides=(2, 2))
            R.output(y)
        return y


ex = tvm.compile(Mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
img = np.random.rand(3, 8, 8).astype("float32")  # forgot the batch dim
print("input", img.shape)
out = vm["main"](tvm.runtime.tensor(img))
print(out.numpy().shape)
