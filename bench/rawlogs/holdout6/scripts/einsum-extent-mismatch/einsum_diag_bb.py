# cause: einsum-extent-mismatch
# expect: Cannot broadcast extents
import numpy as np
import tvm
from tvm import relax
from tvm.relax import op


bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((3, 4), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit(op.einsum([x], "ii->i"))
        out = bb.emit_output(y)
    bb.emit_func_output(out)
mod = bb.get()
tvm.compile(mod, target="llvm")
