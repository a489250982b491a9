# cause: custom_gradient_wrong_arity
# expect: partials number != inputs number
# capture: pytest-line
import tvm
from tvm import relax
from tvm.relax.op import register_gradient, matmul, permute_dims
from tvm.script import ir as I, relax as R


def test_frozen_embedding_matmul():
    # Override the built-in matmul gradient: we only want dL/dB (A is frozen)
    def matmul_b_only(orig_var, orig_call, output_grad, ctx):
        a = orig_call.args[0]
        return [matmul(permute_dims(a), output_grad)]

    register_gradient("relax.matmul", matmul_b_only, level=20)

    @I.ir_module
    class Proj:
        @R.function
        def main(a: R.Tensor((4, 6), "float32"), b: R.Tensor((6, 2), "float32")):
            with R.dataflow():
                y = R.matmul(a, b)
                loss = R.sum(y)
                R.output(loss)
            return loss

    mod = relax.transform.Gradient("main", require_grads=[Proj["main"].params[1]])(Proj)
    assert "main_adjoint" in [gv.name_hint for gv in mod.get_global_vars()]
