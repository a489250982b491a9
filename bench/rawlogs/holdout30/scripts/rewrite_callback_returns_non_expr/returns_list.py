# cause: rewrite_callback_returns_non_expr
# expect: Cannot convert from type `ffi\.Array` to `ir\.Expr`
# capture: stderr
import tvm
from tvm import relax
from tvm.relax.dpl import is_op, rewrite_call, wildcard
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Norm:
    @R.function
    def main(x: R.Tensor((4, 32), "float32")) -> R.Tensor((4, 32), "float32"):
        with R.dataflow():
            m = R.mean(x, axis=[1], keepdims=True)
            c = R.subtract(x, m)
            R.output(c)
        return c


inp = wildcard()
mean = is_op("relax.mean")(inp)
centered = is_op("relax.subtract")(inp, mean)


def expand_mean(orig, m):
    x = m[inp]
    s = R.sum(x, axis=[1], keepdims=True)
    mean_expr = R.divide(s, R.const(32.0, "float32"))
    return [R.subtract(x, mean_expr)]


print(rewrite_call(centered, expand_mean, Norm["main"]))
