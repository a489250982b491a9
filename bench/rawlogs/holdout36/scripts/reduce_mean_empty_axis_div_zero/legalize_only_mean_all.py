# cause: reduce_mean_empty_axis_div_zero
# expect: Divide by zero
# capture: pytest-line
import numpy as np
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R


def test_mean_all_axes_empty():
    bb = relax.BlockBuilder()
    x = relax.Var("x", R.Tensor((2, 0, 3), "float16"))
    with bb.function("main", [x]):
        y = bb.emit(relax.op.mean(x))
        bb.emit_func_output(y)
    relax.transform.LegalizeOps()(bb.get())
