# cause: reduction_block_missing_init
# expect: AssertionError: rowsum kernel disagrees with numpy on iteration 1
# capture: stderr
import numpy as np
import tvm
from tvm.script import tirx as T


@T.prim_func(s_tir=True)
def rowsum(A: T.Buffer((16, 32), "float32"), B: T.Buffer((16,), "float32")):
    for i, k in T.grid(16, 32):
        with T.sblock("B"):
            vi, vk = T.axis.remap("SR", [i, k])
            B[vi] = B[vi] + A[vi, vk]


f = tvm.compile(rowsum, target="llvm")
out = tvm.runtime.tensor(np.zeros(16, "float32"))
rng = np.random.default_rng(0)
for it in range(3):
    a = rng.random((16, 32)).astype("float32")
    f(tvm.runtime.tensor(a), out)
    assert np.allclose(out.numpy(), a.sum(1), rtol=1e-5), f"rowsum kernel disagrees with numpy on iteration {it}"
print("ok")
