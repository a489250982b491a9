# cause: vm_input_dtype_mismatch
# expect: expect Tensor with dtype float32 but get float64
# capture: notebook
# %%
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

# %%
@I.ir_module
class Affine:
    @R.function
    def main(x: R.Tensor((8, 4), "float32"), scale: R.Tensor((4,), "float32")):
        with R.dataflow():
            y = R.multiply(x, scale)
            R.output(y)
        return y

ex = tvm.compile(Affine, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())

# %%
x = tvm.runtime.tensor(np.ones((8, 4), "float32"))
scale = tvm.runtime.tensor(np.array([0.5, 1.0, 2.0, 4.0]))
vm["main"](x, scale).numpy()
