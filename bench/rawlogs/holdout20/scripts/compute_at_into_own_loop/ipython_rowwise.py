# cause: compute_at_into_own_loop
# expect: ScheduleError: An error occurred in the schedule primitive 'compute-at'
# capture: ipython
import tvm
from tvm import s_tir
from tvm.script import tirx as T


@T.prim_func(s_tir=True)
def scale_shift(X: T.Buffer((512, 512), "float32"), Y: T.Buffer((512, 512), "float32")):
    T1 = T.sblock_alloc_buffer((512, 512), "float32")
    for i, j in T.grid(512, 512):
        with T.sblock("scale"):
            vi, vj = T.axis.remap("SS", [i, j])
            T1[vi, vj] = X[vi, vj] * T.float32(0.125)
    for i, j in T.grid(512, 512):
        with T.sblock("shift"):
            vi, vj = T.axis.remap("SS", [i, j])
            Y[vi, vj] = T1[vi, vj] + T.float32(1)


sch = s_tir.Schedule(scale_shift)
scale = sch.get_sblock("scale")
i, j = sch.get_loops(scale)
sch.compute_at(scale, i, preserve_unit_loops=True)
