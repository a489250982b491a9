# cause: mutator_binding_not_emitted
# expect: AssertionError
# capture: combined
import tvm
from tvm import relax
from tvm.relax.ir.instrument import WellFormedInstrument
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Attn:
    @R.function
    def main(q: R.Tensor((1, 16, 64), "float32"), k: R.Tensor((1, 16, 64), "float32")):
        with R.dataflow():
            kt = R.permute_dims(k, axes=[0, 2, 1])
            s = R.matmul(q, kt)
            s2 = R.multiply(s, R.const(0.125, "float32"))
            p = R.nn.softmax(s2, axis=-1)
            R.output(p)
        return p


@relax.expr_functor.mutator
class StripScale(relax.PyExprMutator):
    def visit_var_binding_(self, binding):
        value = binding.value
        if isinstance(value, relax.Call) and value.op.name == "relax.multiply":
            # fold the scale away later in the kernel
            return relax.VarBinding(binding.var, value.args[0])
        super().visit_var_binding_(binding)


@relax.transform.function_pass(opt_level=0, name="StripScale")
def strip_scale(func, mod, ctx):
    return StripScale(mod).visit_expr(func)


with tvm.transform.PassContext(instruments=[WellFormedInstrument(validate_before_transform=False)]):
    seq = tvm.transform.Sequential([strip_scale, relax.transform.LegalizeOps()])
    out = seq(Attn)
print(out)
