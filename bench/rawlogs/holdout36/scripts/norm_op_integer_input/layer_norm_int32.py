# cause: norm_op_integer_input
# expect: name=\"relax\.nn\.layer_norm\"
# capture: stderr
import numpy as np
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R

bb = relax.BlockBuilder()
x = relax.Var("x", R.Tensor((2, 8), "int32"))
g = relax.Var("g", R.Tensor((8,), "int32"))
b = relax.Var("b", R.Tensor((8,), "int32"))
with bb.function("main", [x, g, b]):
    y = bb.emit(relax.op.nn.layer_norm(x, g, b, axes=[-1]))
    bb.emit_func_output(y)
