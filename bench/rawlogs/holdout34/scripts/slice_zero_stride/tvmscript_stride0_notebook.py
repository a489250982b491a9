# cause: slice_zero_stride
# expect: Divide by zero
# capture: notebook
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R

# %%
@tvm.script.ir_module
class Every:
    @R.function
    def main(x: R.Tensor((6, 6), "float32")):
        with R.dataflow():
            y = R.strided_slice(x, axes=[0, 1], begin=[0, 0], end=[6, 6], strides=[2, 0])
            R.output(y)
        return y
# %%
ex = tvm.compile(Every, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
x = np.arange(36, dtype="float32").reshape(6, 6)
vm["main"](tvm.runtime.tensor(x)).numpy()
