# cause: mutator_binding_not_emitted
# expect: is not defined
# capture: pytest
import pytest
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


def make_module():
    @I.ir_module
    class Net:
        @R.function
        def main(inp: R.Tensor((8, 3, 32, 32), "float32"), k: R.Tensor((16, 3, 3, 3), "float32")):
            with R.dataflow():
                c = R.nn.conv2d(inp, k, padding=(1, 1))
                r = R.nn.relu(c)
                p = R.nn.max_pool2d(r, pool_size=(2, 2), strides=(2, 2))
                R.output(p)
            return p
    return Net


@relax.expr_functor.mutator
class PrefixNames(relax.PyExprMutator):
    """Rename every bound var with a 'blk0_' prefix (for profiling dumps)."""

    def visit_var_binding_(self, binding):
        new_value = self.visit_expr(binding.value)
        var_cls = relax.DataflowVar if isinstance(binding.var, relax.DataflowVar) else relax.Var
        new_var = var_cls("blk0_" + binding.var.name, new_value.ty)
        self.set_var_remap(binding.var, new_var)
        return relax.VarBinding(new_var, new_value)


def test_prefix_pass_keeps_module_well_formed():
    mod = make_module()
    new_main = PrefixNames(mod).visit_expr(mod["main"])
    mod["main"] = new_main
    relax.analysis.well_formed(mod)
