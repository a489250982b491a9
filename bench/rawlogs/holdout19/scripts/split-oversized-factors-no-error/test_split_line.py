# cause: split-oversized-factors-no-error
# expect: DID NOT RAISE
# capture: pytest-line
import pytest
import tvm
import tvm.testing
from tvm import s_tir
from tvm.script import tirx as T


@T.prim_func(s_tir=True)
def scale(a: T.handle, b: T.handle):
    A = T.match_buffer(a, (48, 48), "float16")
    B = T.match_buffer(b, (48, 48), "float16")
    for i, j in T.grid(48, 48):
        with T.sblock("B"):
            vi, vj = T.axis.remap("SS", [i, j])
            B[vi, vj] = A[vi, vj] * T.float16(2)


factor = tvm.testing.parameter(32, 64)


def test_split_inner_too_large(factor):
    sch = s_tir.Schedule(scale)
    i, j = sch.get_loops(sch.get_sblock("B"))
    with pytest.raises(s_tir.ScheduleError):
        sch.split(j, factors=[2, factor])
