# cause: binary_broadcast_incompatible
# expect: relax\.add
# capture: stderr
import numpy as np
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R

bb = relax.BlockBuilder()
x = relax.Var("x", R.Tensor((2, 3), "float32"))
bias = relax.Var("bias", R.Tensor((3, 2), "float32"))
with bb.function("main", [x, bias]):
    y = bb.emit(relax.op.add(x, bias))
    bb.emit_func_output(y)
