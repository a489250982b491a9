# cause: tensor_intrin_not_imported
# expect: TensorIntrin 'dot_16x4_vnni' is not registered
# capture: stderr
import tvm
from tvm import s_tir
from tvm.script import tirx as T


@T.prim_func(s_tir=True)
def qdense(A: T.Buffer((64, 256), "uint8"), Bp: T.Buffer((4, 64, 16, 4), "int8"), C: T.Buffer((64, 64), "int32")):
    for i, j, k in T.grid(64, 64, 256):
        with T.sblock("C"):
            vi, vj, vk = T.axis.remap("SSR", [i, j, k])
            with T.init():
                C[vi, vj] = 0
            C[vi, vj] += T.Cast("int32", A[vi, vk]) * T.Cast("int32", Bp[vj // 16, vk // 4, vj % 16, vk % 4])


sch = s_tir.Schedule(qdense)
c = sch.get_sblock("C")
i, j, k = sch.get_loops(c)
jo, ji = sch.split(j, [None, 16])
ko, ki = sch.split(k, [None, 4])
sch.reorder(i, jo, ko, ji, ki)
sch.decompose_reduction(c, ko)
sch.tensorize(ji, "dot_16x4_vnni")
