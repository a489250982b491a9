# cause: sched-get-sblock-wrong-name
# expect: Cannot find a block with the name: compute
# capture: pytest
import tvm
from tvm import s_tir
from tvm.script import tirx as T


@T.prim_func(s_tir=True)
def matmul_relu(A: T.Buffer((128, 128), "float32"), B: T.Buffer((128, 128), "float32"), D: T.Buffer((128, 128), "float32")):
    C = T.alloc_buffer((128, 128), "float32")
    for i, j, k in T.grid(128, 128, 128):
        with T.sblock("matmul"):
            vi, vj, vk = T.axis.remap("SSR", [i, j, k])
            with T.init():
                C[vi, vj] = T.float32(0)
            C[vi, vj] = C[vi, vj] + A[vi, vk] * B[vk, vj]
    for i, j in T.grid(128, 128):
        with T.sblock("relu"):
            vi, vj = T.axis.remap("SS", [i, j])
            D[vi, vj] = T.max(C[vi, vj], T.float32(0))


def test_schedule_relu():
    sch = s_tir.Schedule(matmul_relu)
    blk = sch.get_sblock("compute")
    i, j = sch.get_loops(blk)
    sch.parallel(i)
