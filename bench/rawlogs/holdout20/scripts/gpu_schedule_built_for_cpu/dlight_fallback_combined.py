# cause: gpu_schedule_built_for_cpu
# expect: InternalError: not implemented
# capture: combined
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R
import tvm.s_tir.dlight as dl


@I.ir_module
class Act:
    @R.function
    def main(x: R.Tensor((64, 128), "float32")):
        with R.dataflow():
            z = R.nn.relu(R.add(x, x))
            R.output(z)
        return z


mod = relax.transform.LegalizeOps()(Act)
# reuse the schedule we tune on the GPU box
with tvm.target.Target("cuda"):
    mod = dl.ApplyDefaultSchedule(dl.gpu.Fallback())(mod)
mod.show()
ex = tvm.compile(mod, target="llvm")
