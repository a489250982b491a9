# cause: annotation_name_not_declared
# expect: KeyError: 'key is not in Map'
# capture: stderr
import tvm
from tvm import relax
from tvm.relax.dpl import is_op, wildcard
from tvm.relax.transform import FusionPattern, PatternCheckContext
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Depthwise:
    @R.function
    def main(
        x: R.Tensor((1, 32, 56, 56), "float32"),
        w: R.Tensor((32, 1, 3, 3), "float32"),
    ) -> R.Tensor((1, 32, 56, 56), "float32"):
        with R.dataflow():
            y = R.nn.conv2d(x, w, padding=[1, 1, 1, 1], groups=32)
            z = R.nn.relu(y)
            R.output(z)
        return z


data = wildcard()
weight = wildcard()
conv = is_op("relax.nn.conv2d")(data, weight)
root = is_op("relax.nn.relu")(conv)


def check_regular_conv(ctx: PatternCheckContext) -> bool:
    call = ctx.annotated_expr["conv"]
    return int(call.attrs.groups) == 1


pattern = FusionPattern(
    "dnnl.conv2d_relu", root, {"root": root, "data": data, "weight": weight}, check_regular_conv
)
mod = relax.transform.FuseOpsByPattern([pattern], bind_constants=False)(Depthwise)
print(mod)
