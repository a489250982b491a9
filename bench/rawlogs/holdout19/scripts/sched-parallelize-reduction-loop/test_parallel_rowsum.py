# cause: sched-parallelize-reduction-loop
# expect: The "parallel" cannot be fulfilled
# capture: pytest-native
import pytest
import tvm
from tvm import s_tir
from tvm.script import tirx as T


def _rowsum(n, m):
    @T.prim_func(s_tir=True)
    def rowsum(A: T.Buffer((n, m), "float32"), B: T.Buffer((n,), "float32")):
        for i, k in T.grid(n, m):
            with T.sblock("B"):
                vi, vk = T.axis.remap("SR", [i, k])
                with T.init():
                    B[vi] = T.float32(0)
                B[vi] = B[vi] + A[vi, vk]

    return rowsum


@pytest.mark.parametrize("n,m", [(4, 4096)])
def test_parallelize_long_axis(n, m):
    sch = s_tir.Schedule(_rowsum(n, m))
    i, k = sch.get_loops(sch.get_sblock("B"))
    sch.parallel(k)
