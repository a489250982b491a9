# cause: bind-reduction-loop-to-thread-no-error
# expect: Failed: DID NOT RAISE ScheduleError
# capture: pytest-short
import pytest
import tvm
from tvm import s_tir
from tvm.script import tirx as T


@T.prim_func(s_tir=True)
def rowsum(A: T.Buffer((32, 256), "float32"), B: T.Buffer((32,), "float32")):
    for i, k in T.grid(32, 256):
        with T.sblock("B"):
            vi, vk = T.axis.remap("SR", [i, k])
            with T.init():
                B[vi] = T.float32(0)
            B[vi] = B[vi] + A[vi, vk]


@pytest.mark.parametrize("thread", ["threadIdx.x", "threadIdx.y"])
def test_reduction_axis_cannot_be_thread_bound(thread):
    sch = s_tir.Schedule(rowsum)
    i, k = sch.get_loops(sch.get_sblock("B"))
    with pytest.raises(s_tir.ScheduleError):
        sch.bind(k, thread)
