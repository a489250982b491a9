# cause: strided_slice_duplicate_axes
# expect: non-repetitive|ValueError
# capture: notebook
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R

# %%
x_np = np.arange(16, dtype="float32").reshape(4, 4)
# %%
@tvm.script.ir_module
class Crop:
    @R.function
    def main(x: R.Tensor((4, 4), "float32")):
        with R.dataflow():
            y = R.strided_slice(x, axes=[1, 1], begin=[1, 0], end=[3, 2])
            R.output(y)
        return y
# %%
vm = relax.VirtualMachine(tvm.compile(Crop, target="llvm"), tvm.cpu())
vm["main"](tvm.runtime.tensor(x_np)).numpy()
