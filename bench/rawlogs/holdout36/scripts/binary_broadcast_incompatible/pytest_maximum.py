# cause: binary_broadcast_incompatible
# expect: relax\.maximum|broadcast
# capture: pytest-line
import numpy as np
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R


def test_maximum_with_threshold_vector():
    bb = relax.BlockBuilder()
    x = relax.Var("x", R.Tensor((5, 4), "float32"))
    t = relax.Var("t", R.Tensor((5,), "float32"))
    with bb.function("main", [x, t]):
        y = bb.emit(relax.op.maximum(x, t))
        bb.emit_func_output(y)
