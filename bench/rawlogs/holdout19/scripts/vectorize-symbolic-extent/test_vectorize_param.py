# cause: vectorize-symbolic-extent
# expect: Failed to vectorize loop with extent (k|lanes)
# capture: pytest-short
# env: TVM_BACKTRACE=1
import pytest
import tvm
from tvm.script import tirx as T


def _func(dtype):
    @T.prim_func
    def f(a: T.handle, b: T.handle, lanes: T.int32):
        A = T.match_buffer(a, (1024,), dtype)
        B = T.match_buffer(b, (1024,), dtype)
        for o in range(1024 // 64):
            for v in T.vectorized(lanes):
                B[o * 64 + v] = A[o * 64 + v] * T.Cast(dtype, 3)

    return f


@pytest.mark.parametrize("dtype", ["float32", "int8"])
def test_vectorize_runtime_lanes(dtype):
    mod = tvm.IRModule({"main": _func(dtype)})
    tvm.compile(mod, target="llvm")
