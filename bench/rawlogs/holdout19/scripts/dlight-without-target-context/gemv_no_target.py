# cause: dlight-without-target-context
# expect: InternalError: Check failed: \(allow_not_defined\) is false: Target context required
# capture: stderr
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.s_tir import dlight as dl
from tvm.script import ir as I, relax as R

@I.ir_module
class Model:
    @R.function
    def main(x: R.Tensor((1, 4096), "float16"), w: R.Tensor((4096, 11008), "float16")):
        with R.dataflow():
            y = R.matmul(x, w)
            R.output(y)
        return y

mod = relax.transform.LegalizeOps()(Model)
mod = dl.ApplyDefaultSchedule(dl.gpu.GEMV(), dl.gpu.Matmul(), dl.gpu.Fallback())(mod)
ex = tvm.compile(mod, target="cuda")
