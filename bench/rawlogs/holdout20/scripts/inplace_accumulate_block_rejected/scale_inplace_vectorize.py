# cause: inplace_accumulate_block_rejected
# expect: ScheduleError: An error occurred in the schedule primitive 'vectorize'
# capture: combined
import tvm
from tvm import s_tir
from tvm.script import tirx as T


@T.prim_func(s_tir=True)
def scal(X: T.Buffer((65536,), "float32"), alpha: T.float32):
    for i in range(65536):
        with T.sblock("scal"):
            vi = T.axis.remap("S", [i])
            X[vi] = X[vi] * alpha


sch = s_tir.Schedule(scal)
(i,) = sch.get_loops("scal")
io, ii = sch.split(i, [None, 8])
print("split ok:", sch.get_loops("scal"))
sch.vectorize(ii)
print("vectorized")
