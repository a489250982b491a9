# cause: sched-compute-inline-reduction
# expect: ScheduleError: An error occurred in the schedule primitive 'compute-inline'
# capture: stderr
import tvm
from tvm import s_tir
from tvm.script import tirx as T


@T.prim_func(s_tir=True)
def norm(A: T.Buffer((16, 64), "float32"), B: T.Buffer((16, 64), "float32")):
    S = T.alloc_buffer((16,), "float32")
    for i, k in T.grid(16, 64):
        with T.sblock("sum"):
            vi, vk = T.axis.remap("SR", [i, k])
            with T.init():
                S[vi] = T.float32(0)
            S[vi] = S[vi] + A[vi, vk] * A[vi, vk]
    for i, j in T.grid(16, 64):
        with T.sblock("div"):
            vi, vj = T.axis.remap("SS", [i, j])
            B[vi, vj] = A[vi, vj] / T.sqrt(S[vi])


sch = s_tir.Schedule(norm)
sch.compute_inline(sch.get_sblock("sum"))
print(sch.mod.script())
