# cause: unroll-symbolic-extent
# expect: Cannot unroll non-constant loop
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
        for i in T.unroll(n):
            B[i] = A[i] * T.float32(2)


def test_explicit_unroll():
    with tvm.transform.PassContext(config={"tirx.UnrollLoop": {"explicit_unroll": True}}):
        after = tvm.tirx.transform.UnrollLoop()(Before)
    assert "T.unroll" not in after.script()
