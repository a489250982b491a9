# cause: target-cli-string-removed
# expect: Cannot parse target string "cuda -arch=sm_80"
# capture: pytest-short
import pytest
import tvm
from tvm.s_tir import dlight as dl
from tvm.script import tirx as T


@T.prim_func(s_tir=True)
def add(A: T.Buffer((T.int64(4096),), "float16"), B: T.Buffer((T.int64(4096),), "float16")):
    T.func_attr({"global_symbol": "main"})
    for i in range(T.int64(4096)):
        with T.sblock("add"):
            vi = T.axis.spatial(T.int64(4096), i)
            B[vi] = A[vi] + T.float16(1)


@pytest.fixture
def target():
    return tvm.target.Target("cuda -arch=sm_80")


def test_fallback_on_sm80(target):
    mod = tvm.IRModule({"main": add})
    with target:
        mod = dl.ApplyDefaultSchedule(dl.gpu.Fallback())(mod)
    tvm.compile(mod, target=target)
