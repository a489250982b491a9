# cause: te_python_bool_on_expr
# expect: Cannot use and / or / not operator to Expr
# capture: combined
import numpy as np
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R

n = 6
def band_mask(x):
    return te.compute(x.shape, lambda i, j: te.if_then_else(j <= i and i - j < 3, x[i, j], 0.0), name="band")

bb = relax.BlockBuilder()
x = relax.Var("x", R.Tensor((n, n), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit_te(band_mask, x)
        o = bb.emit_output(y)
    bb.emit_func_output(o)
