# cause: legalize_custom_func_none_segfault
# expect: Segfault encountered
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Mod:
    @R.function
    def main(x: R.Tensor((4, 8), "float32"), w: R.Tensor((8, 16), "float32")):
        with R.dataflow():
            y = R.matmul(x, w)
            z = R.nn.relu(y)
            R.output(z)
        return z


def legalize_relu(bb, call):
    # only handle float16; fall through to the default otherwise
    if call.args[0].ty.dtype == "float16":
        return bb.call_te(tvm.topi.nn.relu, call.args[0])


mod = relax.transform.LegalizeOps({"relax.nn.relu": legalize_relu})(Mod)
print(mod)
