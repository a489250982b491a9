# cause: gpu_scheduled_built_for_llvm
# expect: Unknown device id in current IR
# capture: combined
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax, tirx
from tvm.s_tir import dlight as dl

from tvm.script import relax as R, ir as I

@I.ir_module
class Sm:
    @R.function
    def main(x: R.Tensor(("b", 1000), "float32")):
        with R.dataflow():
            y = R.nn.softmax(x, axis=-1)
            R.output(y)
        return y

mod = relax.transform.LegalizeOps()(Sm)
with tvm.target.Target("cuda"):
    mod = dl.ApplyDefaultSchedule(dl.gpu.Reduction(), dl.gpu.GeneralReduction(), dl.gpu.Fallback())(mod)
print("scheduled, building for host ...")
ex = tvm.compile(mod, target="llvm")
