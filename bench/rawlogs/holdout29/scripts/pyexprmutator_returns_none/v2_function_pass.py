# cause: pyexprmutator_returns_none
# expect: Found null pointer node while traversing AST
# capture: combined
import tvm
from tvm import relax
from tvm.relax.expr_functor import PyExprMutator, mutator
from tvm.script import ir as I, relax as R


@mutator
class FoldMulOne(PyExprMutator):
    def __init__(self, mod):
        super().__init__(mod)

    def visit_call_(self, call):
        if call.op == tvm.ir.Op.get("relax.multiply"):
            rhs = call.args[1]
            if isinstance(rhs, tvm.ir.GenericConst) and float(rhs.value.numpy()) == 1.0:
                return self.visit_expr(call.args[0])
        else:
            return super().visit_call_(call)


@tvm.transform.module_pass(opt_level=0, name="FoldMulOne")
class FoldMulOnePass:
    def transform_module(self, mod, ctx):
        rewriter = FoldMulOne(mod)
        for gv, func in mod.functions_items():
            if isinstance(func, relax.Function):
                rewriter.builder_.update_func(gv, rewriter.visit_expr(func))
        return rewriter.builder_.get()


@I.ir_module
class Scale:
    @R.function
    def main(x: R.Tensor((8,), "float32")):
        with R.dataflow():
            a = R.multiply(x, R.const(1.0, "float32"))
            b = R.add(a, R.const(2.0, "float32"))
            c = R.multiply(b, R.const(3.0, "float32"))
            R.output(c)
        return c


print("running FoldMulOne")
mod = FoldMulOnePass()(Scale)
mod.show()
