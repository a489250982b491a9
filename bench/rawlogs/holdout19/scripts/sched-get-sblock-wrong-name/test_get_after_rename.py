# cause: sched-get-sblock-wrong-name
# expect: Cannot find a block with the name
# capture: pytest-short
# post: truncate=0.6
import pytest
import tvm
from tvm import s_tir
from tvm.script import tirx as T


@T.prim_func(s_tir=True)
def add_mul(A: T.Buffer((64,), "float32"), B: T.Buffer((64,), "float32")):
    X = T.alloc_buffer((64,), "float32")
    for i in range(64):
        with T.sblock("add"):
            vi = T.axis.spatial(64, i)
            X[vi] = A[vi] + T.float32(1)
    for i in range(64):
        with T.sblock("mul"):
            vi = T.axis.spatial(64, i)
            B[vi] = X[vi] * T.float32(2)


@pytest.mark.parametrize("blk", ["add_cache", "X_global"])
def test_cache_write_then_inline(blk):
    sch = s_tir.Schedule(add_mul)
    sch.cache_write(sch.get_sblock("add"), 0, "local")
    sch.compute_inline(sch.get_sblock(blk))
