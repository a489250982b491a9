# cause: pipeline_missing_run_codegen
# expect: VMShapeLower do not work for local functions, make sure  to run it after LambdaLift
import tvm
from tvm import relax
from tvm.relax.dpl import is_op, wildcard
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Model:
    @R.function
    def main(x: R.Tensor((4, 8), "float32"), w: R.Tensor((8, 16), "float32")):
        with R.dataflow():
            y = R.matmul(x, w)
            z = R.nn.relu(y)
            R.output(z)
        return z


pat = is_op("relax.nn.relu")(is_op("relax.matmul")(wildcard(), wildcard()))
mod = relax.transform.FuseOpsByPattern([("cpu.mm_relu", pat)], annotate_codegen=True)(Model)
ex = tvm.compile(mod, "llvm")
