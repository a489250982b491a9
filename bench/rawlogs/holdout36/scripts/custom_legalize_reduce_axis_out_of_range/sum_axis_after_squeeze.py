# cause: custom_legalize_reduce_axis_out_of_range
# expect: exceeds the maximum dimension
# capture: stderr
import numpy as np
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R

def pooled_sum(bb, call):
    # forgot that the op squeezes the batch axis first
    x = call.args[0]
    return bb.call_te(lambda t: topi.sum(topi.squeeze(t, axis=[0]), axis=2), x)

bb = relax.BlockBuilder()
x = relax.Var("x", R.Tensor((1, 4, 6), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit(relax.op.sum(x, axis=[2]))
        o = bb.emit_output(y)
    bb.emit_func_output(o)
mod = relax.transform.LegalizeOps(customize_legalize_map={"relax.sum": pooled_sum})(bb.get())
