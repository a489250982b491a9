# cause: vm_subbyte_int4_alloc
# expect: dtype\.bits % 8 == 0 \(4 vs\. 0\)
# capture: notebook
# %%
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

# %% [markdown-ish] group-wise int4 weight quantization, group size 16
@I.ir_module
class GroupQ:
    @R.function
    def quant_dequant(w: R.Tensor((8, 64), "float32"), scale: R.Tensor((8, 4, 1), "float32")):
        with R.dataflow():
            g = R.reshape(w, (8, 4, 16))
            q = R.astype(R.clip(R.round(R.divide(g, scale)), -8, 7), "int8")
            q4 = R.astype(q, "int4")
            dq = R.multiply(R.astype(q4, "float32"), scale)
            out = R.reshape(dq, (8, 64))
            R.output(out)
        return out

# %%
rng = np.random.default_rng(0)
w = rng.standard_normal((8, 64)).astype("float32")
scale = (np.abs(w.reshape(8, 4, 16)).max(-1, keepdims=True) / 7).astype("float32")
ex = tvm.compile(GroupQ, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())

# %%
out = vm["quant_dequant"](tvm.runtime.tensor(w), tvm.runtime.tensor(scale)).numpy()
print("rel err", np.linalg.norm(out - w) / np.linalg.norm(w))
