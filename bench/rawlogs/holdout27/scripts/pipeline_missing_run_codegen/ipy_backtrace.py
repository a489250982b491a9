# cause: pipeline_missing_run_codegen
# expect: VMShapeLower do not work for local functions
# capture: ipython
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.relax.dpl import is_op, wildcard
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Mod:
    @R.function
    def main(x: R.Tensor((8,), "float32")):
        with R.dataflow():
            s = R.sigmoid(x)
            y = R.multiply(x, s)
            R.output(y)
        return y


silu = is_op("relax.multiply")(wildcard(), is_op("relax.sigmoid")(wildcard()))
mod = relax.transform.FuseOpsByPattern([("dsp.silu", silu)], annotate_codegen=True)(Mod)
ex = tvm.compile(mod, target="llvm", relax_pipeline="default")
