# cause: dlight_requires_target_context
# expect: Target context required
# capture: combined
# env: TVM_BACKTRACE=1
# post: truncate=0.6
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T

from tvm.s_tir import dlight as dl

@I.ir_module
class Norm:
    @R.function
    def main(x: R.Tensor((32, 256), "float16")):
        with R.dataflow():
            y = R.nn.softmax(x, axis=-1)
            R.output(y)
        return y

seq = tvm.transform.Sequential([
    relax.transform.LegalizeOps(),
    relax.transform.AnnotateTIROpPattern(),
    relax.transform.FuseOps(),
    relax.transform.FuseTIR(),
    dl.ApplyDefaultSchedule(dl.gpu.Reduction(), dl.gpu.GeneralReduction(), dl.gpu.Fallback()),
])
print("running pipeline")
mod = seq(Norm)
