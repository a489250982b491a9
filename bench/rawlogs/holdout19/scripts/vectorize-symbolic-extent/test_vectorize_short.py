# cause: vectorize-symbolic-extent
# expect: Failed to vectorize loop with extent
# capture: pytest-short
import tvm
from tvm.script import tirx as T


@T.prim_func
def cast_tail(a: T.handle, b: T.handle):
    n = T.int64()
    A = T.match_buffer(a, (n * T.int64(4),), "float16")
    B = T.match_buffer(b, (n * T.int64(4),), "float32")
    for i in range(T.int64(4)):
        for j in T.vectorized(n):
            B[i * n + j] = T.Cast("float32", A[i * n + j])


def test_cast_vectorized():
    mod = tvm.IRModule({"main": cast_tail})
    mod = tvm.tirx.transform.VectorizeLoop()(mod)
