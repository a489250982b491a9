# cause: tensorize_noncompact_region_miscompile
# expect: Arrays are not equal
# capture: stderr
# u8 x s8 dense, tensorized with the AVX-512 16x4 dot intrinsic directly on a row-major weight
import numpy as np
import tvm
import tvm.s_tir.tensor_intrin
from tvm import s_tir
from tvm.script import tirx as T
np.random.seed(0)


@T.prim_func(s_tir=True)
def qdense(A: T.Buffer((64, 128), "uint8"), B: T.Buffer((64, 128), "int8"), C: T.Buffer((64, 64), "int32")):
    for i, j, k in T.grid(64, 64, 128):
        with T.sblock("C"):
            vi, vj, vk = T.axis.remap("SSR", [i, j, k])
            with T.init():
                C[vi, vj] = 0
            C[vi, vj] += T.Cast("int32", A[vi, vk]) * T.Cast("int32", B[vj, vk])


sch = s_tir.Schedule(qdense)
blk = sch.get_sblock("C")
i, j, k = sch.get_loops(blk)
jo, ji = sch.split(j, [None, 16])
ko, ki = sch.split(k, [None, 4])
sch.reorder(i, jo, ko, ji, ki)
sch.decompose_reduction(blk, ko)
sch.tensorize(ji, "dot_16x4_avx512")
f = tvm.compile(sch.mod, target={"kind": "llvm", "mcpu": "skylake-avx512"})

a = np.random.randint(0, 5, (64, 128)).astype("uint8")
b = np.random.randint(-3, 3, (64, 128)).astype("int8")
c = tvm.runtime.tensor(np.zeros((64, 64), "int32"))
f(tvm.runtime.tensor(a), tvm.runtime.tensor(b), c)
np.testing.assert_equal(c.numpy(), a.astype("int32") @ b.astype("int32").T)
