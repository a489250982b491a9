# cause: from_dlpack_alignment
# expect: FromDLPack: Data is not aligned to 64 bytes
# capture: notebook
# %%
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Masked:
    @R.function
    def main(x: R.Tensor((5, 5), "float32"), keep: R.Tensor((5, 5), "bool")):
        with R.dataflow():
            zeros = R.zeros(R.shape([5, 5]), "float32")
            y = R.where(keep, x, zeros)
            R.output(y)
        return y


ex = tvm.compile(Masked, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())

# %%
x = np.arange(25, dtype="float32").reshape(5, 5)
masks = np.tril(np.ones((6, 5), dtype=bool), k=-1)
keep = masks[1:]  # first row is the padding position
x_tvm = tvm.runtime.tensor(x)
keep_tvm = tvm.runtime.from_dlpack(keep)  # the mask is shared with the host pipeline, no copy

# %%
vm["main"](x_tvm, keep_tvm).numpy()
