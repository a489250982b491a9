# cause: dlight_requires_target_context
# expect: Target context required
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T

from tvm.s_tir import dlight as dl

@I.ir_module
class MM:
    @R.function
    def main(x: R.Tensor((64, 64), "float32"), w: R.Tensor((64, 64), "float32")):
        with R.dataflow():
            y = R.matmul(x, w)
            R.output(y)
        return y

mod = relax.transform.LegalizeOps()(MM)
mod = dl.ApplyDefaultSchedule(dl.gpu.Matmul(), dl.gpu.Fallback())(mod)
print(mod)
