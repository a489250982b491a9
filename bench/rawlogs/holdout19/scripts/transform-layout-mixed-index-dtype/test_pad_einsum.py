# cause: transform-layout-mixed-index-dtype
# expect: Buffer index \d+ has dtype int32
# capture: pytest-native
import tvm
from tvm import s_tir
from tvm.script import tirx as T


@T.prim_func(s_tir=True)
def dense(a: T.handle, w: T.handle, o: T.handle):
    m = T.int64()
    A = T.match_buffer(a, (m, 96), "float32")
    W = T.match_buffer(w, (T.int64(48), T.int64(96)), "float32")
    O = T.match_buffer(o, (m, T.int64(48)), "float32")
    for i, j, k in T.grid(m, T.int64(48), 96):
        with T.sblock("dense"):
            vi, vj, vk = T.axis.remap("SSR", [i, j, k])
            with T.init():
                O[vi, vj] = T.float32(0)
            O[vi, vj] = O[vi, vj] + A[vi, vk] * W[vj, vk]


def test_reindex_then_transform_layout():
    sch = s_tir.Schedule(dense)
    blk = sch.get_sblock("dense")
    ra = sch.reindex(blk, ("read", 0))
    sch.transform_layout(ra, ("write", 0), lambda i, k: (i // 16, k // 16, i % 16, k % 16))
