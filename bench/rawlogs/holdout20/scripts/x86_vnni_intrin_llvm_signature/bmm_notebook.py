# cause: x86_vnni_intrin_llvm_signature
# expect: vpdpbusd
# capture: notebook
# %%
import numpy as np
import tvm
import tvm.s_tir.tensor_intrin
from tvm import s_tir
from tvm.script import tirx as T

B, M, N, K = 4, 16, 32, 64

@T.prim_func(s_tir=True)
def bmm(X: T.Buffer((B, M, K), "uint8"), Y: T.Buffer((B, N // 16, K // 4, 16, 4), "int8"),
        Z: T.Buffer((B, M, N), "int32")):
    for b, i, j, k in T.grid(B, M, N, K):
        with T.sblock("Z"):
            vb, vi, vj, vk = T.axis.remap("SSSR", [b, i, j, k])
            with T.init():
                Z[vb, vi, vj] = 0
            Z[vb, vi, vj] += T.Cast("int32", X[vb, vi, vk]) * T.Cast("int32", Y[vb, vj // 16, vk // 4, vj % 16, vk % 4])

# %%
sch = s_tir.Schedule(bmm)
z = sch.get_sblock("Z")
b, i, j, k = sch.get_loops(z)
jo, ji = sch.split(j, [None, 16])
ko, ki = sch.split(k, [None, 4])
sch.reorder(b, i, jo, ko, ji, ki)
sch.parallel(b)
sch.decompose_reduction(z, ko)
sch.tensorize(ji, "dot_16x4_vnni")
print(sch.trace)

# %%
ex = tvm.compile(sch.mod, target={"kind": "llvm", "mcpu": "sapphirerapids"})
