# cause: old_api_struct_info_attribute
# expect: 'Var' object has no attribute 'struct_info'
# capture: stderr
import numpy as np
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R

def fill_legalize(bb, call):
    shape = call.args[0].struct_info.shape
    return bb.call_te(lambda t: te.compute(t.shape, lambda *i: tvm.tirx.const(0.5, t.dtype)), call.args[0])

bb = relax.BlockBuilder()
x = relax.Var("x", R.Tensor((2, 2), "float32"))
with bb.function("main", [x]):
    y = bb.emit(relax.op.ones_like(x))
    bb.emit_func_output(y)
mod = relax.transform.LegalizeOps(customize_legalize_map={"relax.ones_like": fill_legalize})(bb.get())
