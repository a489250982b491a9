# cause: norm_op_integer_input
# expect: group_norm
# capture: pytest-short
import numpy as np
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R


def test_group_norm_on_quantized():
    bb = relax.BlockBuilder()
    x = relax.Var("x", R.Tensor((1, 4, 2, 2), "int32"))
    g = relax.Var("g", R.Tensor((4,), "int32"))
    b = relax.Var("b", R.Tensor((4,), "int32"))
    with bb.function("main", [x, g, b]):
        y = bb.emit(relax.op.nn.group_norm(x, g, b, num_groups=2, channel_axis=1, axes=[2, 3]))
        bb.emit_func_output(y)
