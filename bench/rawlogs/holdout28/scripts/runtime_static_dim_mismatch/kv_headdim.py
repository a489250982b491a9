# cause: runtime_static_dim_mismatch
# expect: shape\[3\] mismatch to specified constant
# capture: ipython
# KV-cache append: cache length grows, head_dim fixed at 64.
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class KVAppend:
    @R.function
    def append(cache: R.Tensor((1, 8, "L", 64), "float16"), k_new: R.Tensor((1, 8, "s", 64), "float16")):
        L = T.int64()
        s = T.int64()
        with R.dataflow():
            out = R.concat([cache, k_new], axis=2)
            R.output(out)
        return out


ex = tvm.compile(KVAppend, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
cache = tvm.runtime.tensor(np.zeros((1, 8, 0, 64), "float16"))
step = np.ones((1, 8, 1, 64), "float16")
for i in range(4):
    cache = vm["append"](cache, tvm.runtime.tensor(step))
print("cache after decode:", cache.shape)
# prefill chunk from the other attention config (head_dim 128)
chunk = np.ones((1, 8, 16, 128), "float16")
cache = vm["append"](cache, tvm.runtime.tensor(chunk))
print(cache.shape)
