# cause: target-cli-string-removed
# expect: is no longer supported
# capture: pytest-line
import pytest
import tvm
import tvm.testing
from tvm.script import tirx as T


@T.prim_func
def scale(A: T.Buffer((64,), "float32"), B: T.Buffer((64,), "float32")):
    for i in range(64):
        B[i] = A[i] * T.float32(0.5)


target = tvm.testing.parameter("llvm -mtriple=aarch64-linux-gnu", "llvm -mattr=+neon")


def test_cross_compile(target):
    lib = tvm.tirx.build(scale, target=target)
    assert lib is not None
