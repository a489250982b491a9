# cause: gpu_schedule_built_for_cpu
# expect: Unknown device id
# capture: stderr
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R
import tvm.s_tir.dlight as dl


@I.ir_module
class Norm:
    @R.function
    def main(x: R.Tensor((32, 4096), "float32")):
        with R.dataflow():
            s = R.sum(x, axis=[1])
            R.output(s)
        return s


mod = relax.transform.LegalizeOps()(Norm)
with tvm.target.Target({"kind": "cuda", "arch": "sm_80"}):
    mod = dl.ApplyDefaultSchedule(dl.gpu.Reduction(), dl.gpu.GeneralReduction(), dl.gpu.Fallback())(mod)
ex = tvm.compile(mod, target=tvm.target.Target({"kind": "llvm", "num-cores": 2}))
