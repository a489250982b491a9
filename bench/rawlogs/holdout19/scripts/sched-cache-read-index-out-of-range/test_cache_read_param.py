# cause: sched-cache-read-index-out-of-range
# expect: However, the input `buffer_index` is 1, which is out of the expected range
# capture: pytest-short
# env: TVM_BACKTRACE=1
import pytest
import tvm
from tvm import s_tir
from tvm.script import tirx as T


@T.prim_func(s_tir=True)
def exp_(A: T.Buffer((256,), "float16"), B: T.Buffer((256,), "float16")):
    for i in range(256):
        with T.sblock("exp"):
            vi = T.axis.spatial(256, i)
            B[vi] = T.exp(A[vi])


@pytest.mark.parametrize("scope", ["shared", "local"])
def test_cache_read_one_based(scope):
    sch = s_tir.Schedule(exp_)
    sch.cache_read(sch.get_sblock("exp"), 1, scope)
