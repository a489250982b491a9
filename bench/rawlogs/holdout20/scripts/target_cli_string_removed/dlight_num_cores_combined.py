# cause: target_cli_string_removed
# expect: no longer supported
# capture: combined
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R
import tvm.s_tir.dlight as dl


@I.ir_module
class Gemv:
    @R.function
    def main(x: R.Tensor((1, 2048), "float32"), w: R.Tensor((4096, 2048), "float32")):
        with R.dataflow():
            y = R.matmul(x, R.permute_dims(w))
            R.output(y)
        return y


mod = relax.transform.LegalizeOps()(Gemv)
print("legalized:", [gv.name_hint for gv in mod.get_global_vars()])
target = tvm.target.Target("llvm -num-cores=2")
with target:
    mod = dl.ApplyDefaultSchedule(dl.cpu.GEMV())(mod)
ex = tvm.compile(mod, target=target)
