# cause: te_python_bool_on_expr
# expect: Cannot use and / or / not operator to Expr
# capture: stderr
import numpy as np
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R

def leaky(bb, call):
    def f(x):
        return te.compute(x.shape, lambda i, j: x[i, j] if x[i, j] > 0 else x[i, j] * 0.1, name="leaky")
    return bb.call_te(f, call.args[0])

bb = relax.BlockBuilder()
x = relax.Var("x", R.Tensor((4, 4), "float32"))
with bb.function("main", [x]):
    y = bb.emit(relax.op.nn.leakyrelu(x, 0.1))
    bb.emit_func_output(y)
mod = relax.transform.LegalizeOps(customize_legalize_map={"relax.nn.leakyrelu": leaky})(bb.get())
