# cause: tensor_intrin_not_imported
# expect: is not registered
# capture: pytest-line
import tvm
from tvm import s_tir
from tvm.script import tirx as T


@T.prim_func(s_tir=True)
def qmm(A: T.Buffer((32, 64), "int8"), B: T.Buffer((32, 64), "int8"), C: T.Buffer((32, 32), "int32")):
    for i, j, k in T.grid(32, 32, 64):
        with T.sblock("C"):
            vi, vj, vk = T.axis.remap("SSR", [i, j, k])
            with T.init():
                C[vi, vj] = 0
            C[vi, vj] += T.Cast("int32", A[vi, vk]) * T.Cast("int32", B[vj, vk])


def test_sdot_tensorize_for_graviton():
    sch = s_tir.Schedule(qmm)
    c = sch.get_sblock("C")
    i, j, k = sch.get_loops(c)
    jo, ji = sch.split(j, [None, 4])
    ko, ki = sch.split(k, [None, 4])
    sch.reorder(i, jo, ko, ji, ki)
    sch.decompose_reduction(c, ko)
    sch.tensorize(ji, "dot_4x4_i8i8s32_sdot")
    tvm.compile(sch.mod, target={"kind": "llvm", "mtriple": "aarch64-linux-gnu", "mattr": ["+neon", "+dotprod"]})
