# cause: te_reduction_not_top_level
# expect: Reductions are only allowed at the top level of compute
# capture: combined
import tvm
from tvm import te

M, N, K = 64, 64, 32
A = te.placeholder((M, K), "float16", name="A")
B = te.placeholder((K, N), "float16", name="B")
bias = te.placeholder((N,), "float32", name="bias")
k = te.reduce_axis((0, K), name="k")
C = te.compute(
    (M, N),
    lambda i, j: te.sum(A[i, k].astype("float32") * B[k, j].astype("float32"), axis=k) + bias[j],
    name="C",
)
print("creating prim func for", C)
func = te.create_prim_func([A, B, bias, C])
print(func)
