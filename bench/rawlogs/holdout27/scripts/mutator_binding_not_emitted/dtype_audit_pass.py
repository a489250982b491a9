# cause: mutator_binding_not_emitted
# expect: Var \w+ is not defined
# env: TVM_BACKTRACE=1
"""Audit pass: walk every binding and log the dtype, then build on llvm."""
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class MLPBlock:
    @R.function
    def main(x: R.Tensor((2, 64), "float32"), w1: R.Tensor((64, 128), "float32"),
             w2: R.Tensor((128, 32), "float32")):
        with R.dataflow():
            h = R.matmul(x, w1)
            a = R.nn.gelu(h)
            o = R.matmul(a, w2)
            R.output(o)
        return o


@relax.expr_functor.mutator
class DtypeAudit(relax.PyExprMutator):
    def __init__(self, mod=None):
        super().__init__(mod)
        self.seen = []

    def visit_var_binding_(self, binding):
        self.seen.append((binding.var.name, str(binding.value.ty)))
        return relax.VarBinding(binding.var, self.visit_expr(binding.value))


@tvm.transform.module_pass(opt_level=0, name="DtypeAudit")
def dtype_audit(mod, ctx):
    m = DtypeAudit(mod)
    for gv, func in mod.functions_items():
        if isinstance(func, relax.Function):
            mod[gv] = m.visit_expr(func)
    return mod


mod = dtype_audit(MLPBlock)
ex = tvm.compile(mod, target="llvm")
