# cause: user_relax_pipeline_none_unlowered
# expect: CodeGenVM cannot emit this Relax operator directly
# capture: combined
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Mod:
    @R.function
    def main(x: R.Tensor((16, 16), "float32"), w: R.Tensor((16, 16), "float32")):
        with R.dataflow():
            y = R.matmul(x, w)
            z = R.nn.silu(y)
            R.output(z)
        return z


my_pipeline = tvm.transform.Sequential([
    relax.transform.LegalizeOps(),
    relax.transform.AnnotateTIROpPattern(),
    relax.transform.FoldConstant(),
    relax.transform.FuseOps(),
    relax.transform.FuseTIR(),
])
target = tvm.target.Target({"kind": "llvm", "mtriple": "aarch64-linux-gnu", "mcpu": "cortex-a76"})
ex = tvm.compile(Mod, target=target, relax_pipeline=my_pipeline)
ex.export_library("mm_silu.tar")
