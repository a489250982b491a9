# cause: unroll-symbolic-extent
# expect: Cannot unroll non-constant loop
# capture: pytest-short
# post: crlf
import tvm
from tvm.script import tirx as T


@T.prim_func
def prefix(a: T.handle, b: T.handle):
    m = T.int32()
    A = T.match_buffer(a, (m,), "int32")
    B = T.match_buffer(b, (m,), "int32")
    B[0] = A[0]
    for i in T.unroll(m - 1):
        B[i + 1] = B[i] + A[i + 1]


def test_unroll_prefix_sum():
    with tvm.transform.PassContext(config={"tirx.UnrollLoop": {"explicit_unroll": True}}):
        tvm.tirx.transform.UnrollLoop()(tvm.IRModule({"main": prefix}))
