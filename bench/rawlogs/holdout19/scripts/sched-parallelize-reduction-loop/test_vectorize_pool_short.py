# cause: sched-parallelize-reduction-loop
# expect: The "vectorize" cannot be fulfilled
# capture: pytest-short
import pytest
import tvm
from tvm import s_tir
from tvm.script import tirx as T


@T.prim_func(s_tir=True)
def avg(A: T.Buffer((64, 16), "float16"), B: T.Buffer((64,), "float16")):
    for i, k in T.grid(64, 16):
        with T.sblock("avg"):
            vi, vk = T.axis.remap("SR", [i, k])
            with T.init():
                B[vi] = T.float16(0)
            B[vi] = B[vi] + A[vi, vk] * T.float16(0.0625)


def test_vectorize_reduce_axis():
    sch = s_tir.Schedule(avg)
    i, k = sch.get_loops(sch.get_sblock("avg"))
    sch.parallel(i)
    sch.vectorize(k)
