# cause: custom_legalize_reduce_axis_out_of_range
# expect: Check failed: val >= 0
# capture: pytest-short
import numpy as np
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R


def amax_legalize(bb, call):
    return bb.call_te(lambda t: topi.max(t, axis=-3, keepdims=True), call.args[0])


def test_custom_max_legalization():
    bb = relax.BlockBuilder()
    x = relax.Var("x", R.Tensor((5, 7), "float32"))
    with bb.function("main", [x]):
        y = bb.emit(relax.op.max(x, axis=[-1], keepdims=True))
        bb.emit_func_output(y)
    relax.transform.LegalizeOps(customize_legalize_map={"relax.max": amax_legalize})(bb.get())
