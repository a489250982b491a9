# cause: pixel-shuffle-topi-missing
# expect: has no attribute 'pixel_shuffle'
# capture: stderr
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Net:
    @R.function
    def main(x: R.Tensor((1, 4, 2, 2), "float32")):
        with R.dataflow():
            a = R.nn.relu(x)
            b = R.nn.pixel_shuffle(a, upscale_factor=2)
            R.output(b)
        return b


ex = relax.build(Net, target="llvm", relax_pipeline="zero")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.ones((1, 4, 2, 2), "float32"))))
