# cause: assert_op_non_bool_condition
# expect: boolean scalar
# capture: combined
# post: truncate=0.5
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((3,), "float32"))
with bb.function("main", [x], pure=False):
    finite = bb.emit(relax.op.isfinite(x))
    bb.emit(relax.op.assert_op(finite, format="non-finite input"))
    bb.emit_func_output(x)
mod = bb.get()
print(mod)
