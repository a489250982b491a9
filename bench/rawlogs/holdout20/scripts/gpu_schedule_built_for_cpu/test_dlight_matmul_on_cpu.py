# cause: gpu_schedule_built_for_cpu
# expect: Unknown device id in current IR
# capture: pytest-short
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R
import tvm.s_tir.dlight as dl


@I.ir_module
class Linear:
    @R.function
    def main(x: R.Tensor((64, 128), "float32"), w: R.Tensor((128, 256), "float32")):
        with R.dataflow():
            y = R.matmul(x, w)
            z = R.nn.relu(y)
            R.output(z)
        return z


def test_dlight_then_cpu_build():
    mod = relax.transform.LegalizeOps()(Linear)
    with tvm.target.Target("cuda"):
        mod = dl.ApplyDefaultSchedule(dl.gpu.Matmul(), dl.gpu.Fallback())(mod)
    tvm.compile(mod, target="llvm")
