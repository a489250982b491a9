# cause: conv2d-transpose-zero-dilation
# expect: Check failed: pb->value != 0 \(0 vs\. 0\) : Divide by zero
# capture: combined
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R

@I.ir_module
class Decoder:
    @R.function
    def main(x: R.Tensor((1, 8, 10, 10), "float32"), w: R.Tensor((8, 4, 3, 3), "float32")):
        with R.dataflow():
            y = R.nn.conv2d_transpose(x, w, dilation=[1, 0])
            z = R.nn.relu(y)
            R.output(z)
        return z

ex = tvm.compile(Decoder, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
out = vm["main"](tvm.runtime.tensor(np.ones((1, 8, 10, 10), "float32")),
                 tvm.runtime.tensor(np.ones((8, 4, 3, 3), "float32")))
print(out.numpy().shape)
