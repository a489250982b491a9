# cause: te_python_bool_on_expr
# expect: Cannot use and / or / not operator to Expr
# capture: notebook
import numpy as np
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R

# %%
def my_abs(bb, call):
    return bb.call_te(lambda x: te.compute(x.shape, lambda i: -x[i] if x[i] < 0 else x[i]), call.args[0])
# %%
bb = relax.BlockBuilder()
x = relax.Var("x", R.Tensor((10,), "float32"))
with bb.function("main", [x]):
    y = bb.emit(relax.op.abs(x))
    bb.emit_func_output(y)
mod = bb.get()
# %%
mod = relax.transform.LegalizeOps(customize_legalize_map={"relax.abs": my_abs})(mod)
