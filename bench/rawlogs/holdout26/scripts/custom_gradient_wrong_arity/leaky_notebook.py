# cause: custom_gradient_wrong_arity
# expect: partials number != inputs number
# capture: notebook
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

# %%
# LeakyReLU has no gradient in TVM yet; add one for our experiment.
from tvm.relax.op import register_gradient, where, less


@register_gradient("relax.nn.leakyrelu")
def leaky_grad(orig_var, orig_call, output_grad, ctx):
    x = orig_call.args[0]
    alpha = float(orig_call.attrs.alpha)
    zero = relax.const(0.0, "float32")
    gx = where(less(x, zero), output_grad * relax.const(alpha, "float32"), output_grad)
    # also return "gradient" for alpha
    return [gx, relax.op.grad.no_grad(x)]

# %%
@I.ir_module
class Net:
    @R.function
    def main(x: R.Tensor((3, 5), "float32"), w: R.Tensor((5, 5), "float32")):
        with R.dataflow():
            h = R.matmul(x, w)
            a = R.nn.leakyrelu(h, alpha=0.1)
            loss = R.sum(a)
            R.output(loss)
        return loss

# %%
grad_mod = relax.transform.Gradient("main", require_grads=[Net["main"].params[1]])(Net)
grad_mod.show()
