# cause: dlight_without_target_context
# expect: Target context required
# capture: ipython
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R
import tvm.s_tir.dlight as dl


@I.ir_module
class RMS:
    @R.function
    def main(x: R.Tensor((1, 32, 4096), "float16"), w: R.Tensor((4096,), "float16")):
        with R.dataflow():
            y = R.nn.rms_norm(x, w, axes=[-1])
            R.output(y)
        return y


mod = relax.transform.LegalizeOps()(RMS)
target = tvm.target.Target("cuda")
mod = dl.ApplyDefaultSchedule(dl.gpu.RMSNorm(), dl.gpu.Reduction())(mod)
ex = tvm.compile(mod, target=target)
