# cause: loop_kind_on_reduction_loop
# expect: not a data parallel block iter
# capture: stderr
import tvm
from tvm import s_tir
from tvm.script import tirx as T


@T.prim_func(s_tir=True)
def gemv(A: T.Buffer((4096, 4096), "float16"), x: T.Buffer((4096,), "float16"), y: T.Buffer((4096,), "float32")):
    for i, k in T.grid(4096, 4096):
        with T.sblock("gemv"):
            vi, vk = T.axis.remap("SR", [i, k])
            with T.init():
                y[vi] = T.float32(0)
            y[vi] = y[vi] + T.Cast("float32", A[vi, vk]) * T.Cast("float32", x[vk])


sch = s_tir.Schedule(gemv)
i, k = sch.get_loops("gemv")
ko, ki = sch.split(k, [2, None])
# split-K across the two cores
sch.parallel(ko)
