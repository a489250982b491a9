# cause: dlight_without_target_context
# expect: Target context required
# capture: combined
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R
import tvm.s_tir.dlight as dl


@I.ir_module
class Model:
    @R.function
    def main(x: R.Tensor((16, 512), "float32"), w: R.Tensor((512, 512), "float32")):
        with R.dataflow():
            h = R.matmul(x, w)
            y = R.sum(R.multiply(h, h), axis=[1])
            R.output(y)
        return y


pipeline = tvm.transform.Sequential([
    relax.transform.LegalizeOps(),
    relax.transform.AnnotateTIROpPattern(),
    relax.transform.FuseOps(),
    relax.transform.FuseTIR(),
    dl.ApplyDefaultSchedule(dl.cpu.Reduction()),
])
print("running pipeline ...")
mod = pipeline(Model)
ex = tvm.compile(mod, target="llvm")
