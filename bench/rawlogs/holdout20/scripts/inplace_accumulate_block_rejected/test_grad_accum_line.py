# cause: inplace_accumulate_block_rejected
# expect: ScheduleError
# capture: pytest-line
import tvm
from tvm import s_tir
from tvm.script import tirx as T


@T.prim_func(s_tir=True)
def sgd_step(Wt: T.Buffer((1024, 1024), "float32"), G: T.Buffer((1024, 1024), "float32")):
    for i, j in T.grid(1024, 1024):
        with T.sblock("sgd"):
            vi, vj = T.axis.remap("SS", [i, j])
            Wt[vi, vj] = Wt[vi, vj] - T.float32(0.01) * G[vi, vj]


def test_sgd_update_is_parallel():
    sch = s_tir.Schedule(sgd_step)
    i, j = sch.get_loops("sgd")
    fused = sch.fuse(i, j)
    outer, inner = sch.split(fused, [None, 16])
    sch.parallel(outer)
    sch.vectorize(inner)
