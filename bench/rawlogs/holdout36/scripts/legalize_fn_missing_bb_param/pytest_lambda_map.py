# cause: legalize_fn_missing_bb_param
# expect: takes 1 positional argument but 2 were given
# capture: pytest-line
import numpy as np
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R


def test_lambda_legalize_map():
    bb = relax.BlockBuilder()
    x = relax.Var("x", R.Tensor((3, 3), "float32"))
    with bb.function("main", [x]):
        y = bb.emit(relax.op.negative(x))
        bb.emit_func_output(y)
    lmap = {"relax.negative": lambda call: relax.op.subtract(relax.const(0, "float32"), call.args[0])}
    relax.transform.LegalizeOps(customize_legalize_map=lmap)(bb.get())
