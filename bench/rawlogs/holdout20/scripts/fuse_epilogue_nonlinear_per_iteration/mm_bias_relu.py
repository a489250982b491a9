# cause: fuse_epilogue_nonlinear_per_iteration
# expect: Not equal to tolerance
# capture: stderr
import numpy as np
import tvm
from tvm import s_tir
from tvm.script import tirx as T
np.random.seed(0)


@T.prim_func(s_tir=True)
def dense_bias_relu(A: T.Buffer((128, 256), "float32"), W: T.Buffer((256, 128), "float32"),
                    bias: T.Buffer((128, 128), "float32"), D: T.Buffer((128, 128), "float32")):
    C = T.sblock_alloc_buffer((128, 128), "float32")
    for i, j, k in T.grid(128, 128, 256):
        with T.sblock("matmul"):
            vi, vj, vk = T.axis.remap("SSR", [i, j, k])
            with T.init():
                C[vi, vj] = T.float32(0)
            C[vi, vj] = C[vi, vj] + A[vi, vk] * W[vk, vj]
    for i, j in T.grid(128, 128):
        with T.sblock("bias_relu"):
            vi, vj = T.axis.remap("SS", [i, j])
            D[vi, vj] = T.max(C[vi, vj] + bias[vi, vj], T.float32(0))


sch = s_tir.Schedule(dense_bias_relu)
sch.fuse_reduction_epilogue("matmul", "bias_relu")
lib = tvm.compile(sch.mod, target="llvm")

a = np.random.randn(128, 256).astype("float32")
w = np.random.randn(256, 128).astype("float32")
b = np.random.randn(128, 128).astype("float32")
d = tvm.runtime.tensor(np.zeros((128, 128), "float32"))
lib(tvm.runtime.tensor(a), tvm.runtime.tensor(w), tvm.runtime.tensor(b), d)
np.testing.assert_allclose(d.numpy(), np.maximum(a @ w + b, 0), rtol=1e-4, atol=1e-4)
