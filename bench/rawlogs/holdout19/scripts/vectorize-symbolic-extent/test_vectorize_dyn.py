# cause: vectorize-symbolic-extent
# expect: Failed to vectorize loop with extent n for target None
# capture: pytest
import tvm
from tvm.script import ir as I, tirx as T


@I.ir_module
class Before:
    @T.prim_func
    def main(a: T.handle, b: T.handle):
        n = T.int32()
        A = T.match_buffer(a, (n,), "float32")
        B = T.match_buffer(b, (n,), "float32")
        for i in T.vectorized(n):
            B[i] = A[i] + T.float32(1)


def test_vectorize_loop():
    after = tvm.tirx.transform.VectorizeLoop()(Before)
    assert "Ramp" in str(after) or "ramp" in after.script()
