# cause: register_op_attr_same_level_twice
# expect: Attribute FLegalize of relax\.nn\.relu is already registered with same plevel=10
# capture: stderr
import tvm
from tvm import relax, topi


def relu_clip(bb: relax.BlockBuilder, call: relax.Call) -> relax.Expr:
    return bb.call_te(topi.clip, call.args[0], 0.0, 6.0, primfunc_name_hint="relu6")


# route every relu in the model zoo through our relu6 kernel
tvm.ir.register_op_attr("relax.nn.relu", "FLegalize", relu_clip)
print("registered")
