# cause: gradient_match_cast_unsupported
# expect: Check failed: \(var_binding\) is false
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Flatten:
    @R.function
    def main(x: R.Tensor((2, 3, 4), "float32"), w: R.Tensor((12, 5), "float32")):
        with R.dataflow():
            f = R.reshape(x, (2, 12))
            f2 = R.match_cast(f, R.Tensor((2, 12), "float32"))
            y = R.matmul(f2, w)
            loss = R.sum(y)
            R.output(loss)
        return loss


mod = relax.transform.Gradient("main")(Flatten)
