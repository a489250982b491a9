# cause: check_func_legacy_signature
# expect: TypeError: _check_conv\(\) missing 1 required positional argument: 'root'
# capture: stderr
import tvm
from tvm import relax
from tvm.relax.dpl import is_op, wildcard
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Res:
    @R.function
    def main(
        x: R.Tensor((1, 32, 14, 14), "float32"),
        w: R.Tensor((32, 32, 1, 1), "float32"),
    ) -> R.Tensor((1, 32, 14, 14), "float32"):
        with R.dataflow():
            y = R.nn.conv2d(x, w)
            z = R.nn.relu(y)
            o = R.add(z, x)
            R.output(o)
        return o


data = wildcard()
weight = wildcard()
conv = is_op("relax.nn.conv2d")(data, weight)


def _check_conv(matchings, root):
    call = matchings[conv]
    return call.attrs.data_layout == "NCHW" and call.attrs.groups == 1


patterns = [
    relax.transform.FusionPattern(
        "dnnl.conv2d_relu", is_op("relax.nn.relu")(conv), {"conv": conv}, _check_conv
    )
]
mod = relax.transform.FuseOpsByPattern(patterns, bind_constants=False)(Res)
print(mod)
