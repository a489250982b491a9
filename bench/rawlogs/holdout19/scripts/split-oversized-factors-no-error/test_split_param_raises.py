# cause: split-oversized-factors-no-error
# expect: Failed: DID NOT RAISE ScheduleError
# capture: pytest-short
import pytest
import tvm
from tvm import s_tir
from tvm.script import tirx as T


@T.prim_func(s_tir=True)
def copy(A: T.Buffer((100,), "float32"), B: T.Buffer((100,), "float32")):
    for i in range(100):
        with T.sblock("B"):
            vi = T.axis.spatial(100, i)
            B[vi] = A[vi]


@pytest.mark.parametrize("factors", [[3, 34], [7, 16], [2, 2, 32]])
def test_non_dividing_split_rejected(factors):
    sch = s_tir.Schedule(copy)
    (i,) = sch.get_loops(sch.get_sblock("B"))
    with pytest.raises(s_tir.ScheduleError):
        sch.split(i, factors=factors)
