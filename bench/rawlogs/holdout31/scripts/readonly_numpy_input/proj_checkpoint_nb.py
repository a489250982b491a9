# cause: readonly_numpy_input
# expect: Cannot export readonly array since signalling readonly is unsupported by DLPack
# capture: notebook
# %%
import os
import tempfile

import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Proj:
    @R.function
    def main(x: R.Tensor((2, 32), "float32"), w: R.Tensor((32, 32), "float32")):
        with R.dataflow():
            y = R.matmul(x, w)
            R.output(y)
        return y


ex = tvm.compile(Proj, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())

# %%
ckpt_dir = tempfile.mkdtemp()
np.save(os.path.join(ckpt_dir, "proj.npy"), np.eye(32, dtype="float32"))
w = np.load(os.path.join(ckpt_dir, "proj.npy"), mmap_mode="r")
w.shape, w.dtype

# %%
x = np.ones((2, 32), dtype="float32")
vm["main"](x, w).numpy()[:, :4]
