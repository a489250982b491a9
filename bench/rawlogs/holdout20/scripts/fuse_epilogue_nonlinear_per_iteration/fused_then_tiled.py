# cause: fuse_epilogue_nonlinear_per_iteration
# expect: Mismatched elements
# capture: combined
import numpy as np
import tvm
from tvm import s_tir
from tvm.script import tirx as T
np.random.seed(0)

M, N, K = 64, 96, 128


@T.prim_func(s_tir=True)
def linear_relu(X: T.Buffer((M, K), "float32"), Wt: T.Buffer((N, K), "float32"), bias: T.Buffer((M, N), "float32"),
                Y: T.Buffer((M, N), "float32")):
    tmp = T.sblock_alloc_buffer((M, N), "float32")
    for i, j, k in T.grid(M, N, K):
        with T.sblock("dense"):
            vi, vj, vk = T.axis.remap("SSR", [i, j, k])
            with T.init():
                tmp[vi, vj] = T.float32(0)
            tmp[vi, vj] = tmp[vi, vj] + X[vi, vk] * Wt[vj, vk]
    for i, j in T.grid(M, N):
        with T.sblock("epilogue"):
            vi, vj = T.axis.remap("SS", [i, j])
            Y[vi, vj] = T.max(bias[vi, vj] + tmp[vi, vj], T.float32(0))


sch = s_tir.Schedule(linear_relu)
sch.fuse_reduction_epilogue("dense", "epilogue")
blk = sch.get_sblock("dense")
i, j, k = sch.get_loops(blk)
io, ii = sch.split(i, [None, 8])
jo, ji = sch.split(j, [None, 16])
sch.reorder(io, jo, k, ii, ji)
sch.parallel(io)
sch.vectorize(ji)
sch.decompose_reduction(blk, k)
print(sch.mod)
lib = tvm.compile(sch.mod, target={"kind": "llvm", "num-cores": 2})

x = np.random.uniform(-1, 1, (M, K)).astype("float32")
w = np.random.uniform(-1, 1, (N, K)).astype("float32")
b = np.random.uniform(-1, 1, (M, N)).astype("float32")
y = tvm.runtime.tensor(np.zeros((M, N), "float32"))
lib(tvm.runtime.tensor(x), tvm.runtime.tensor(w), tvm.runtime.tensor(b), y)
ref = np.maximum(x @ w.T + b, 0)
print("max abs err:", np.abs(y.numpy() - ref).max())
np.testing.assert_allclose(y.numpy(), ref, rtol=1e-5, atol=1e-5)
