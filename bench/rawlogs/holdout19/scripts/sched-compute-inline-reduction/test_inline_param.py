# cause: sched-compute-inline-reduction
# expect: has init statement
# capture: pytest-short
import pytest
import tvm
from tvm import s_tir
from tvm.script import tirx as T


@T.prim_func(s_tir=True)
def pool(A: T.Buffer((8, 32, 32), "float32"), B: T.Buffer((8, 16, 16), "float32")):
    M = T.alloc_buffer((8, 16, 16), "float32")
    for c, h, w, rh, rw in T.grid(8, 16, 16, 2, 2):
        with T.sblock("max"):
            vc, vh, vw, vrh, vrw = T.axis.remap("SSSRR", [c, h, w, rh, rw])
            with T.init():
                M[vc, vh, vw] = T.float32(-3.4e38)
            M[vc, vh, vw] = T.max(M[vc, vh, vw], A[vc, vh * 2 + vrh, vw * 2 + vrw])
    for c, h, w in T.grid(8, 16, 16):
        with T.sblock("scale"):
            vc, vh, vw = T.axis.remap("SSS", [c, h, w])
            B[vc, vh, vw] = M[vc, vh, vw] * T.float32(0.25)


@pytest.mark.parametrize("primitive", ["compute_inline"])
def test_fuse_pool_into_scale(primitive):
    sch = s_tir.Schedule(pool)
    getattr(sch, primitive)(sch.get_sblock("max"))
