# cause: custom_legalize_topi_power_on_int
# expect: power only applies to float
# capture: stderr
import numpy as np
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R

def square_legalize(bb, call):
    x = call.args[0]
    return bb.call_te(lambda t: topi.power(t, tvm.tirx.const(2, t.dtype)), x)

bb = relax.BlockBuilder()
x = relax.Var("x", R.Tensor((16,), "int32"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit(relax.op.square(x))
        o = bb.emit_output(y)
    bb.emit_func_output(o)
mod = relax.transform.LegalizeOps(customize_legalize_map={"relax.square": square_legalize})(bb.get())
ex = tvm.compile(mod, target="llvm")
