# cause: module_pass_returns_none
# expect: ModulePassNode|must be set
# capture: combined
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class M:
    @R.function
    def main(x: R.Tensor((8,), "float32")):
        with R.dataflow():
            y = R.multiply(x, R.const(2.0, "float32"))
            R.output(y)
        return y


@relax.expr_functor.mutator
class MulToAdd(relax.PyExprMutator):
    def visit_call_(self, call):
        call = super().visit_call_(call)
        if call.op == tvm.ir.Op.get("relax.multiply"):
            return relax.op.add(call.args[0], call.args[0])
        return call


@tvm.transform.module_pass(opt_level=0, name="MulToAdd")
def mul_to_add(mod, ctx):
    rw = MulToAdd(mod)
    for gv, f in mod.functions_items():
        if isinstance(f, relax.Function):
            rw.builder_.update_func(gv, rw.visit_expr(f))
    new_mod = rw.builder_.get()
    print("rewritten:", new_mod["main"])


with tvm.transform.PassContext(opt_level=3):
    out = mul_to_add(M)
