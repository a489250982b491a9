# cause: fusion_pattern_tuple_misordered
# expect: Mismatched type on argument #2 when calling: `relax\.transform\.FusionPattern
# capture: stderr
import tvm
from tvm import relax
from tvm.relax.dpl import is_op, wildcard
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Down:
    @R.function
    def main(
        x: R.Tensor((1, 16, 32, 32), "float32"),
        w: R.Tensor((32, 16, 3, 3), "float32"),
    ) -> R.Tensor((1, 32, 16, 16), "float32"):
        with R.dataflow():
            y = R.nn.conv2d(x, w, strides=[2, 2], padding=[1, 1, 1, 1])
            z = R.nn.relu(y)
            R.output(z)
        return z


def only_fp32(ctx):
    return ctx.matched_expr.ty.dtype == "float32"


conv_relu = is_op("relax.nn.relu")(is_op("relax.nn.conv2d")(wildcard(), wildcard()))
mod = relax.transform.FuseOpsByPattern([("dnnl.conv2d_relu", conv_relu, only_fp32)])(Down)
mod = relax.transform.MergeCompositeFunctions()(mod)
print(mod)
