# cause: bitwise_op_on_float
# expect: Expected integer argument as LHS of << operator
# capture: stderr
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((2, 8), "float32"))
with bb.function("main", [x]):
    y = bb.emit(relax.op.left_shift(x, relax.const(np.full((2, 8), 2.0, "float32"))))
    bb.emit_func_output(y)
ex = tvm.compile(bb.get(), "llvm")
