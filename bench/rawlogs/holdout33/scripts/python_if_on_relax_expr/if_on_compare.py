# cause: python_if_on_relax_expr
# expect: Cannot use and / or / not operator to Expr
# capture: stderr
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((4,), "float32"))
with bb.function("main", [x]):
    positive = bb.emit(relax.op.greater(relax.op.sum(x), relax.const(0.0, "float32")))
    if positive:
        y = bb.emit(relax.op.log(x))
    else:
        y = bb.emit(relax.op.negative(x))
    bb.emit_func_output(y)
mod = bb.get()
