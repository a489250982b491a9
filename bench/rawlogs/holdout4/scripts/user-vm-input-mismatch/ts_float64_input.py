# cause: user-vm-input-mismatch
# expect: expect Tensor with dtype float32 but get float64
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Affine:
    @R.function
    def main(x: R.Tensor((3, 3), "float32"), w: R.Tensor((3, 3), "float32")):
        with R.dataflow():
            y = R.matmul(x, w)
            R.output(y)
        return y


ex = tvm.compile(Affine, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
x = np.random.default_rng(0).random((3, 3))      # float64 by default
w = np.eye(3, dtype="float32")
print("x dtype:", x.dtype, "w dtype:", w.dtype)
print(vm["main"](tvm.runtime.tensor(x), tvm.runtime.tensor(w)))
