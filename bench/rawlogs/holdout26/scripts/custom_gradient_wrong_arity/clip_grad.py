# cause: custom_gradient_wrong_arity
# expect: partials number != inputs number
import tvm
from tvm import relax
from tvm.relax.op import register_gradient
from tvm.relax.op import where, logical_and, greater_equal, less_equal
from tvm.script import ir as I, relax as R


@register_gradient("relax.clip")
def _clip_grad(orig_var, orig_call, output_grad, ctx):
    # straight-through inside [lo, hi], zero outside
    x = orig_call.args[0]
    return [where(relax.op.equal(orig_var, x), output_grad, relax.const(0.0, "float32"))]


@I.ir_module
class Clipped:
    @R.function
    def main(x: R.Tensor((10,), "float32"), w: R.Tensor((10,), "float32")):
        with R.dataflow():
            y = R.multiply(x, w)
            c = R.clip(y, 0.0, 6.0)
            loss = R.sum(c)
            R.output(loss)
        return loss


mod = relax.transform.Gradient("main", require_grads=[Clipped["main"].params[1]])(Clipped)
