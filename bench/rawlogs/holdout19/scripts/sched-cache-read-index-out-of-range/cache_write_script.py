# cause: sched-cache-read-index-out-of-range
# expect: has 1 write regions, so `buffer_index` is required to be in \[0, 1\)
# capture: stderr
import tvm
from tvm import s_tir
from tvm.script import tirx as T


@T.prim_func(s_tir=True)
def add(A: T.Buffer((32, 32), "float32"), B: T.Buffer((32, 32), "float32"), C: T.Buffer((32, 32), "float32")):
    for i, j in T.grid(32, 32):
        with T.sblock("C"):
            vi, vj = T.axis.remap("SS", [i, j])
            C[vi, vj] = A[vi, vj] + B[vi, vj]


sch = s_tir.Schedule(add)
sch.cache_write(sch.get_sblock("C"), 1, "local")
