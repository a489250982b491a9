# cause: fusetir_before_legalize_on_pattern_groups
# expect: Only call_tir and call_tir_inplace are supported in primitive function, but got: R\.nn\.conv2d
# capture: stderr
import tvm
from tvm import relax
from tvm.relax.dpl import is_op, wildcard
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Stage:
    @R.function
    def main(
        x: R.Tensor((1, 32, 28, 28), "float32"),
        w: R.Tensor((32, 32, 3, 3), "float32"),
        scale: R.Tensor((1, 32, 1, 1), "float32"),
    ) -> R.Tensor((1, 32, 28, 28), "float32"):
        with R.dataflow():
            y = R.nn.conv2d(x, w, padding=[1, 1, 1, 1])
            s = R.multiply(y, scale)
            r = R.nn.relu(s)
            R.output(r)
        return r


conv_scale_relu = is_op("relax.nn.relu")(
    is_op("relax.multiply")(is_op("relax.nn.conv2d")(wildcard(), wildcard()), wildcard())
)
mod = relax.transform.FuseOpsByPattern([("tvm.conv_scale_relu", conv_scale_relu)])(Stage)
mod = relax.transform.FuseTIR()(mod)
mod = relax.transform.LegalizeOps()(mod)
ex = tvm.compile(mod, "llvm")
