# cause: te_python_bool_on_expr
# expect: Cannot use and / or / not operator to Expr
# capture: pytest
import numpy as np
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R


def clip_legalize(bb, call):
    lo, hi = 0.0, 6.0
    return bb.call_te(lambda x: te.compute(x.shape, lambda *i: min(max(x(*i), lo), hi)), call.args[0])


def test_clip_custom():
    bb = relax.BlockBuilder()
    x = relax.Var("x", R.Tensor((8,), "float32"))
    with bb.function("main", [x]):
        y = bb.emit(relax.op.clip(x, 0, 6))
        bb.emit_func_output(y)
    relax.transform.LegalizeOps(customize_legalize_map={"relax.clip": clip_legalize})(bb.get())
