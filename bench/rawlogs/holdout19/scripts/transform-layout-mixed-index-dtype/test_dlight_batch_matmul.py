# cause: transform-layout-mixed-index-dtype
# expect: previous index for the same buffer access used index type int64
# capture: pytest-short
import pytest
import tvm
from tvm.s_tir import dlight as dl
from tvm.script import tirx as T


def _bmm(k_dim):
    @T.prim_func(s_tir=True)
    def bmm(a: T.handle, b: T.handle, c: T.handle):
        T.func_attr({"global_symbol": "main"})
        s = T.int64()
        A = T.match_buffer(a, (T.int64(4), s, k_dim), "float32")
        B = T.match_buffer(b, (T.int64(4), k_dim, T.int64(64)), "float32")
        C = T.match_buffer(c, (T.int64(4), s, T.int64(64)), "float32")
        for bb, i, j, k in T.grid(T.int64(4), s, T.int64(64), k_dim):
            with T.sblock("bmm"):
                vb, vi, vj, vk = T.axis.remap("SSSR", [bb, i, j, k])
                with T.init():
                    C[vb, vi, vj] = T.float32(0)
                C[vb, vi, vj] = C[vb, vi, vj] + A[vb, vi, vk] * B[vb, vk, vj]

    return bmm


@pytest.mark.parametrize("k_dim", [64, 256])
def test_batch_matmul_schedule(k_dim):
    mod = tvm.IRModule({"main": _bmm(k_dim)})
    with tvm.target.Target("nvidia/geforce-rtx-3090"):
        mod = dl.ApplyDefaultSchedule(dl.gpu.Matmul())(mod)
    mod.show()
