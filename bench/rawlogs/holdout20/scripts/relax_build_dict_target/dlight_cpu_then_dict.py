# cause: relax_build_dict_target
# expect: vm_build\.py.*in build
# capture: combined
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R
import tvm.s_tir.dlight as dl

TARGET = {"kind": "llvm", "mcpu": "skylake-avx512", "num-cores": 2}


@I.ir_module
class Decode:
    @R.function
    def main(x: R.Tensor((1, 4096), "float16"), w: R.Tensor((11008, 4096), "float16")):
        with R.dataflow():
            y = R.matmul(x, R.permute_dims(w))
            s = R.sum(y, axis=[1])
            R.output(s)
        return s


mod = relax.transform.LegalizeOps()(Decode)
with tvm.target.Target(TARGET):
    mod = dl.ApplyDefaultSchedule(dl.cpu.GEMV(), dl.cpu.Reduction())(mod)
print("scheduled", len(mod.functions), "functions")
ex = tvm.compile(mod, target=TARGET)
