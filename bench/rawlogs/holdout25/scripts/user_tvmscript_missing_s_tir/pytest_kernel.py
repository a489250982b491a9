# cause: user_tvmscript_missing_s_tir
# expect: Program is not well-formed
# capture: pytest
import tvm
from tvm.script import tirx as T


def test_softmax_kernel_parses():
    @T.prim_func
    def row_max(a: T.handle, m: T.handle):
        n = T.int64()
        A = T.match_buffer(a, (n, 128), "float32")
        M = T.match_buffer(m, (n,), "float32")
        for i, k in T.grid(n, 128):
            with T.sblock("max"):
                vi, vk = T.axis.remap("SR", [i, k])
                with T.init():
                    M[vi] = T.float32(-3.4e38)
                M[vi] = T.max(M[vi], A[vi, vk])

    assert row_max is not None
