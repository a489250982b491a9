# cause: unroll-symbolic-extent
# expect: Cannot unroll non-constant loop
# capture: pytest-native
import pytest
import tvm
from tvm.script import tirx as T


@T.prim_func
def copy_tail(a: T.handle, b: T.handle, start: T.int32):
    A = T.match_buffer(a, (256,), "int32")
    B = T.match_buffer(b, (256,), "int32")
    for i in T.unroll(256 - start):
        B[start + i] = A[start + i]


@pytest.mark.parametrize("max_step", [4, 16])
def test_unroll_tail_copy(max_step):
    mod = tvm.IRModule({"main": copy_tail})
    cfg = {"tirx.UnrollLoop": {"auto_max_step": max_step, "explicit_unroll": True}}
    with tvm.transform.PassContext(config=cfg):
        tvm.tirx.transform.UnrollLoop()(mod)
