# cause: register_op_attr_same_level_twice
# expect: Attribute FLegalize of relax\.nn\.gelu is already registered with same plevel=10
# capture: combined
import tvm
from tvm import relax, te, topi

print("installing custom gelu lowering")


@tvm.ir.register_op_attr("relax.nn.gelu", "FLegalize")
def gelu_tanh(bb, call):
    def f(x):
        c = 0.7978845608
        return te.compute(
            x.shape,
            lambda *i: 0.5 * x(*i) * (1 + te.tanh(c * (x(*i) + 0.044715 * x(*i) * x(*i) * x(*i)))),
            name="gelu_tanh",
        )

    return bb.call_te(f, call.args[0])


print("done")
