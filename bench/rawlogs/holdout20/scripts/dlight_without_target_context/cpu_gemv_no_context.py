# cause: dlight_without_target_context
# expect: Target context required
# capture: stderr
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R
import tvm.s_tir.dlight as dl


@I.ir_module
class Gemv:
    @R.function
    def main(x: R.Tensor((1, 1024), "float32"), w: R.Tensor((1024, 1024), "float32")):
        with R.dataflow():
            y = R.matmul(x, R.permute_dims(w))
            R.output(y)
        return y


mod = relax.transform.LegalizeOps()(Gemv)
mod = dl.ApplyDefaultSchedule(dl.cpu.GEMV(), dl.cpu.Reduction())(mod)
ex = tvm.compile(mod, target=tvm.target.Target({"kind": "llvm", "num-cores": 2}))
