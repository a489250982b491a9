# cause: function_pass_returns_non_function
# expect: Cannot convert from type `ir\.Call` to `relax.expr.Function`
# capture: combined
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Mod:
    @R.function
    def main(x: R.Tensor((2, 4), "float32")):
        y = R.nn.relu(x)
        return y


@relax.transform.function_pass(opt_level=0, name="WrapRelu")
def wrap_relu(func, mod, ctx):
    # replace the function by a call of leaky_relu on the first parameter
    print("before:", func)
    new_body = relax.op.nn.leakyrelu(func.params[0], 0.1)
    return new_body


mod = wrap_relu(Mod)
