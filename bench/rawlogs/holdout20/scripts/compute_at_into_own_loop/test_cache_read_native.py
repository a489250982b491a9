# cause: compute_at_into_own_loop
# expect: ScheduleError
# capture: pytest-native
import tvm
from tvm import s_tir
from tvm.script import tirx as T


@T.prim_func(s_tir=True)
def gemm(A: T.Buffer((256, 256), "float16"), B: T.Buffer((256, 256), "float16"), C: T.Buffer((256, 256), "float32")):
    for i, j, k in T.grid(256, 256, 256):
        with T.sblock("gemm"):
            vi, vj, vk = T.axis.remap("SSR", [i, j, k])
            with T.init():
                C[vi, vj] = T.float32(0)
            C[vi, vj] = C[vi, vj] + T.Cast("float32", A[vi, vk]) * T.Cast("float32", B[vk, vj])


def test_pack_b_tile():
    sch = s_tir.Schedule(gemm)
    g = sch.get_sblock("gemm")
    Bp = sch.cache_read(g, 1, "global")
    i, j, k = sch.get_loops(g)
    ko, ki = sch.split(k, [None, 32])
    sch.reorder(ko, i, j, ki)
    sch.compute_at(Bp, ko)
    # and then the gemm under the packed tile loop, too
    sch.compute_at(g, ko)
