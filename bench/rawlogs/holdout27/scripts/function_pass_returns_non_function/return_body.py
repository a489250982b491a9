# cause: function_pass_returns_non_function
# expect: Cannot convert from type `relax.expr.SeqExpr` to `relax.expr.Function`
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Mod:
    @R.function
    def main(x: R.Tensor((3, 224, 224), "float32")):
        with R.dataflow():
            y = R.multiply(x, R.const(1.0 / 255.0, "float32"))
            z = R.subtract(y, R.const(0.5, "float32"))
            R.output(z)
        return z


@relax.expr_functor.mutator
class DropMulOne(relax.PyExprMutator):
    pass


@relax.transform.function_pass(opt_level=0, name="Simplify")
class Simplify:
    def transform_function(self, func, mod, ctx):
        return DropMulOne(mod).visit_expr(func.body)


Simplify()(Mod)
