# cause: fuse_epilogue_nonlinear_per_iteration
# expect: Not equal to tolerance
# capture: notebook
# post: truncate=0.7
# %%
import numpy as np
import tvm
from tvm import s_tir
from tvm.script import tirx as T
np.random.seed(0)

@T.prim_func(s_tir=True)
def bmm_bias_relu(A: T.Buffer((4, 32, 64), "float32"), B: T.Buffer((4, 64, 32), "float32"),
                  bias: T.Buffer((4, 32, 32), "float32"), Out: T.Buffer((4, 32, 32), "float32")):
    C = T.sblock_alloc_buffer((4, 32, 32), "float32")
    for b, i, j, k in T.grid(4, 32, 32, 64):
        with T.sblock("C"):
            vb, vi, vj, vk = T.axis.remap("SSSR", [b, i, j, k])
            with T.init():
                C[vb, vi, vj] = T.float32(0)
            C[vb, vi, vj] = C[vb, vi, vj] + A[vb, vi, vk] * B[vb, vk, vj]
    for b, i, j in T.grid(4, 32, 32):
        with T.sblock("Out"):
            vb, vi, vj = T.axis.remap("SSS", [b, i, j])
            Out[vb, vi, vj] = T.max(C[vb, vi, vj] + bias[vb, vi, vj], T.float32(0))

# %%
sch = s_tir.Schedule(bmm_bias_relu)
sch.fuse_reduction_epilogue(sch.get_sblock("C"), sch.get_sblock("Out"))
sch.parallel(sch.get_loops("C")[0])
f = tvm.compile(sch.mod, target="llvm")

# %%
a = np.random.randn(4, 32, 64).astype("float32")
b = np.random.randn(4, 64, 32).astype("float32")
bias = np.random.randn(4, 32, 32).astype("float32")
out = tvm.runtime.tensor(np.zeros((4, 32, 32), "float32"))
f(tvm.runtime.tensor(a), tvm.runtime.tensor(b), tvm.runtime.tensor(bias), out)
np.testing.assert_allclose(out.numpy(), np.maximum(a @ b + bias, 0), rtol=1e-4, atol=1e-4)
