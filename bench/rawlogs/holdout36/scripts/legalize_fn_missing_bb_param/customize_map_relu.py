# cause: legalize_fn_missing_bb_param
# expect: takes 1 positional argument but 2 were given
# capture: stderr
import numpy as np
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R

def relu6(call):
    return relax.op.clip(call.args[0], 0, 6)

bb = relax.BlockBuilder()
x = relax.Var("x", R.Tensor((2, 8), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit(relax.op.nn.relu(x))
        o = bb.emit_output(y)
    bb.emit_func_output(o)
mod = relax.transform.LegalizeOps(customize_legalize_map={"relax.nn.relu": relu6})(bb.get())
