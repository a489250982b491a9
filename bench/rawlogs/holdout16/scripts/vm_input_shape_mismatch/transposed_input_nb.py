# cause: vm_input_shape_mismatch
# expect: match_cast error,\s+shape\[\d\] mismatch to specified constant
# capture: notebook
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

# %%
@I.ir_module
class Linear:
    @R.function
    def main(x: R.Tensor((2, 3), "float32"), w: R.Tensor((3, 5), "float32")):
        y = R.matmul(x, w)
        return y

ex = tvm.compile(Linear, "llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
# %%
x = np.random.rand(3, 2).astype("float32")   # oops: not transposed back
w = np.random.rand(3, 5).astype("float32")
vm["main"](tvm.runtime.tensor(x), tvm.runtime.tensor(w))
