# cause: ewise_fma_no_legalize
# expect: ewise_fma
# capture: combined
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class MulAdd:
    @R.function
    def main(x: R.Tensor((8, 8), "float32"), w: R.Tensor((8, 8), "float32"), b: R.Tensor((8, 8), "float32")):
        with R.dataflow():
            m = R.multiply(x, w)
            y = R.add(m, b)
            R.output(y)
        return y


@relax.expr_functor.mutator
class FuseMulAdd(relax.PyExprMutator):
    def visit_call_(self, call):
        call = super().visit_call_(call)
        if call.op == tvm.ir.Op.get("relax.add"):
            lhs = self.lookup_binding(call.args[0])
            if isinstance(lhs, relax.Call) and lhs.op == tvm.ir.Op.get("relax.multiply"):
                return relax.op.ewise_fma(lhs.args[0], lhs.args[1], call.args[1])
        return call


@tvm.transform.module_pass(opt_level=0, name="FuseMulAdd")
def fuse_mul_add(mod, ctx):
    m = FuseMulAdd(mod)
    for gv, f in mod.functions_items():
        if isinstance(f, relax.Function):
            m.builder_.update_func(gv, m.visit_expr(f))
    return m.builder_.get()


mod = fuse_mul_add(MulAdd)
mod = relax.transform.DeadCodeElimination()(mod)
mod.show()
ex = tvm.compile(mod, target="llvm")
