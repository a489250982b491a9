# cause: dlight_requires_target_context
# expect: Target context required
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T

from tvm.s_tir import dlight as dl


@I.ir_module
class G:
    @R.function
    def main(x: R.Tensor((1, 4096), "float16"), w: R.Tensor((4096, 4096), "float16")):
        with R.dataflow():
            y = R.matmul(x, w)
            R.output(y)
        return y


def test_gemv_schedule():
    target = tvm.target.Target("cuda")
    mod = relax.transform.LegalizeOps()(G)
    with tvm.transform.PassContext(opt_level=3):
        mod = dl.ApplyDefaultSchedule(dl.gpu.GEMV(), dl.gpu.Fallback())(mod)
    assert target.kind.name == "cuda"
