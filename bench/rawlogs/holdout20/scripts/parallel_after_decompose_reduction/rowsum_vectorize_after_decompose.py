# cause: parallel_after_decompose_reduction
# expect: ScheduleError: An error occurred in the schedule primitive 'vectorize'
# capture: combined
import numpy as np
import tvm
from tvm import s_tir
from tvm.script import tirx as T


@T.prim_func(s_tir=True)
def colsum(A: T.Buffer((1024, 64), "float32"), S: T.Buffer((64,), "float32")):
    for j, k in T.grid(64, 1024):
        with T.sblock("S"):
            vj, vk = T.axis.remap("SR", [j, k])
            with T.init():
                S[vj] = T.float32(0)
            S[vj] = S[vj] + A[vk, vj]


sch = s_tir.Schedule(colsum)
s = sch.get_sblock("S")
j, k = sch.get_loops(s)
jo, ji = sch.split(j, [None, 16])
sch.reorder(jo, k, ji)
sch.decompose_reduction(s, jo)
print(sch.mod.script())
# now make the 16 columns a SIMD vector
sch.vectorize(ji)
