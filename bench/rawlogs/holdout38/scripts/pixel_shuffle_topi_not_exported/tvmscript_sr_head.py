# cause: pixel_shuffle_topi_not_exported
# expect: has no attribute 'pixel_shuffle'
# capture: combined
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

@I.ir_module
class SRHead:
    @R.function
    def main(x: R.Tensor((1, 16, 10, 10), "float32"), w: R.Tensor((12, 16, 3, 3), "float32")):
        with R.dataflow():
            y = R.nn.conv2d(x, w, padding=[1, 1])
            z = R.nn.pixel_shuffle(y, upscale_factor=2)
            R.output(z)
        return z

ex = tvm.compile(SRHead, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
out = vm["main"](tvm.runtime.tensor(np.random.rand(1, 16, 10, 10).astype("float32")),
                 tvm.runtime.tensor(np.random.rand(12, 16, 3, 3).astype("float32")))
print(out.numpy().shape)
