# cause: pattern_op_name_not_registered
# expect: Operator relax\.nn\.conv2D is not registered
# capture: stderr
import tvm
from tvm import relax
from tvm.relax.dpl import is_op, wildcard
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Block:
    @R.function
    def main(
        x: R.Tensor((1, 64, 28, 28), "float32"),
        w: R.Tensor((64, 64, 3, 3), "float32"),
    ) -> R.Tensor((1, 64, 28, 28), "float32"):
        with R.dataflow():
            y = R.nn.conv2d(x, w, padding=[1, 1, 1, 1])
            z = R.nn.relu(y)
            R.output(z)
        return z


def make_patterns():
    data, weight = wildcard(), wildcard()
    conv = is_op("relax.nn.conv2D")(data, weight)
    return [
        relax.transform.FusionPattern(
            "dnnl.conv2d_relu", is_op("relax.nn.relu")(conv), {"data": data, "weight": weight}
        )
    ]


mod = relax.transform.FuseOpsByPattern(make_patterns())(Block)
mod.show()
