# cause: composite_name_without_codegen_prefix
# expect: The pattern name for a composite function should start with a compiler name followed by period
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.relax.dpl import is_op, wildcard
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Model:
    @R.function
    def main(x: R.Tensor((16, 64), "float32"), w: R.Tensor((64, 64), "float32")):
        with R.dataflow():
            y = R.matmul(x, w)
            z = R.nn.relu(y)
            R.output(z)
        return z


pat = is_op("relax.nn.relu")(is_op("relax.matmul")(wildcard(), wildcard()))
seq = tvm.transform.Sequential([
    relax.transform.FuseOpsByPattern([("mm_relu", pat)], bind_constants=False),
    relax.transform.MergeCompositeFunctions(),
])
mod = seq(Model)
