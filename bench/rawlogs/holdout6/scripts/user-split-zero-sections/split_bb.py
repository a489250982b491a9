# cause: user-split-zero-sections
# expect: Split op expects the input number of sections to be a positive integer
import numpy as np
import tvm
from tvm import relax
from tvm.relax import op


bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((6, 4), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        parts = bb.emit(op.split(x, 0, axis=0))
        out = bb.emit_output(parts)
    bb.emit_func_output(out)
mod = bb.get()
tvm.compile(mod, target="llvm")
