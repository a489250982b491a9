# cause: dlight-without-target-context
# expect: Please set it by constructing a TargetContext
# capture: pytest-short
import pytest
import tvm
from tvm.s_tir import dlight as dl
from tvm.script import tirx as T


@T.prim_func(s_tir=True)
def row_max(A: T.Buffer((T.int64(32), T.int64(4096)), "float16"), B: T.Buffer((T.int64(32),), "float16")):
    T.func_attr({"global_symbol": "main"})
    for i, k in T.grid(T.int64(32), T.int64(4096)):
        with T.sblock("max"):
            vi, vk = T.axis.remap("SR", [i, k])
            with T.init():
                B[vi] = T.float16(-65504)
            B[vi] = T.max(B[vi], A[vi, vk])


@pytest.fixture
def target():
    return tvm.target.Target("cuda")


def test_reduction_schedule(target):
    mod = tvm.IRModule({"main": row_max})
    mod = dl.ApplyDefaultSchedule(dl.gpu.Reduction(), dl.gpu.Fallback())(mod)
    lib = tvm.compile(mod, target=target)
    assert lib is not None
