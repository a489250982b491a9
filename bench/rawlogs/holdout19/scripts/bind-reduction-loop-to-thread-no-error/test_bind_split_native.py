# cause: bind-reduction-loop-to-thread-no-error
# expect: DID NOT RAISE
# capture: pytest-native
import pytest
import tvm
from tvm import s_tir
from tvm.script import tirx as T


@T.prim_func(s_tir=True)
def dot(A: T.Buffer((1024,), "float32"), B: T.Buffer((1024,), "float32"), C: T.Buffer((1,), "float32")):
    for k in range(1024):
        with T.sblock("dot"):
            vk = T.axis.reduce(1024, k)
            with T.init():
                C[0] = T.float32(0)
            C[0] = C[0] + A[vk] * B[vk]


def test_bind_inner_reduction():
    sch = s_tir.Schedule(dot)
    (k,) = sch.get_loops(sch.get_sblock("dot"))
    ko, ki = sch.split(k, factors=[None, 32])
    with pytest.raises(s_tir.ScheduleError, match="data parallel"):
        sch.bind(ki, "threadIdx.x")
