# cause: user_relax_pipeline_none_unlowered
# expect: CodeGenVM cannot emit this Relax operator directly
# capture: stderr
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Mod:
    @R.function
    def main(x: R.Tensor((4, 8), "float32")):
        with R.dataflow():
            y = R.nn.relu(x)
            R.output(y)
        return y


# we lower ops ourselves before handing the module to relax.build
mod = relax.transform.LegalizeOps()(Mod)
mod = relax.transform.FuseOps()(relax.transform.AnnotateTIROpPattern()(mod))
mod = relax.transform.FuseTIR()(mod)
ex = relax.build(mod, target=tvm.target.Target({"kind": "llvm", "mtriple": "x86_64-linux-gnu"}), relax_pipeline=None)
