# cause: group_norm_groups_not_divisor
# expect: group_norm
# capture: stderr
import numpy as np
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R

bb = relax.BlockBuilder()
x = relax.Var("x", R.Tensor((1, 4, 8, 8), "float32"))
g = relax.Var("g", R.Tensor((4,), "float32"))
b = relax.Var("b", R.Tensor((4,), "float32"))
with bb.function("main", [x, g, b]):
    y = bb.emit(relax.op.nn.group_norm(x, g, b, num_groups=3, channel_axis=1, axes=[2, 3]))
    bb.emit_func_output(y)
