# cause: dlight-without-target-context
# expect: Target context required
# capture: pytest
import tvm
from tvm.s_tir import dlight as dl
from tvm.script import ir as I, tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((1024,), "float32"), B: T.Buffer((1024,), "float32")):
        for i in range(1024):
            with T.sblock("B"):
                vi = T.axis.spatial(1024, i)
                B[vi] = T.exp(A[vi])


def test_fallback_binds_threads():
    after = dl.ApplyDefaultSchedule(dl.gpu.Fallback())(Before)
    assert "threadIdx.x" in after.script()
