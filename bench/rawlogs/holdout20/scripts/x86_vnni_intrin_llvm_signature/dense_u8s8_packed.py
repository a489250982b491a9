# cause: x86_vnni_intrin_llvm_signature
# expect: LLVM module verification failed
# capture: stderr
"""int8 dense with VNNI tensorization (packed weight layout)."""
import numpy as np
import tvm
import tvm.s_tir.tensor_intrin  # registers dot_16x4_vnni
from tvm import s_tir
from tvm.script import tirx as T
np.random.seed(0)

M, N, K = 64, 128, 256


@T.prim_func(s_tir=True)
def dense_vnni(A: T.Buffer((M, K), "uint8"), W: T.Buffer((N // 16, K // 4, 16, 4), "int8"),
               C: T.Buffer((M, N), "int32")):
    for i, j, k in T.grid(M, N, K):
        with T.sblock("C"):
            vi, vj, vk = T.axis.remap("SSR", [i, j, k])
            with T.init():
                C[vi, vj] = 0
            C[vi, vj] = C[vi, vj] + T.Cast("int32", A[vi, vk]) * T.Cast(
                "int32", W[vj // 16, vk // 4, vj % 16, vk % 4])


sch = s_tir.Schedule(dense_vnni)
blk = sch.get_sblock("C")
i, j, k = sch.get_loops(blk)
jo, ji = sch.split(j, factors=[None, 16])
ko, ki = sch.split(k, factors=[None, 4])
sch.reorder(i, jo, ko, ji, ki)
sch.parallel(i)
sch.decompose_reduction(blk, ko)
sch.tensorize(ji, "dot_16x4_vnni")

target = tvm.target.Target({"kind": "llvm", "mcpu": "cascadelake"})
lib = tvm.compile(sch.mod, target=target)
a = np.random.randint(0, 8, (M, K)).astype("uint8")
w = np.random.randint(-4, 4, (N // 16, K // 4, 16, 4)).astype("int8")
c = tvm.runtime.tensor(np.zeros((M, N), "int32"))
lib(tvm.runtime.tensor(a), tvm.runtime.tensor(w), c)
