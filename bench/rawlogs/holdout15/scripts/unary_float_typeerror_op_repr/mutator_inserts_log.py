# cause: unary_float_typeerror_op_repr
# expect: relax.log
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Counts:
    @R.function
    def main(c: R.Tensor((8,), "int64")):
        with R.dataflow():
            y = R.add(c, R.const(1, "int64"))
            R.output(y)
        return y


@relax.expr_functor.mutator
class AddToLog(relax.PyExprMutator):
    # rewrite add(c, 1) into log(c) as a log1p-style feature transform
    def visit_call_(self, call):
        call = super().visit_call_(call)
        if call.op == tvm.ir.Op.get("relax.add"):
            return self.builder_.normalize(relax.op.log(call.args[0]))
        return call


@tvm.transform.module_pass(opt_level=0, name="AddToLog")
def add_to_log(mod, ctx):
    rewriter = AddToLog(mod)
    for gv, func in mod.functions_items():
        if isinstance(func, relax.Function):
            rewriter.builder_.update_func(gv, rewriter.visit_expr(func))
    return rewriter.builder_.get()


mod = add_to_log(Counts)
print(mod)
