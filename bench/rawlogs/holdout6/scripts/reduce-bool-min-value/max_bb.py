# cause: reduce-bool-min-value
# expect: Cannot decide min_value for type
import numpy as np
import tvm
from tvm import relax
from tvm.relax import op


bb = relax.BlockBuilder()
flags = relax.Var("flags", relax.TensorType((3, 7), "bool"))
with bb.function("main", [flags]):
    with bb.dataflow():
        y = bb.emit(op.max(flags, axis=[1]))
        out = bb.emit_output(y)
    bb.emit_func_output(out)
mod = bb.get()
tvm.compile(mod, target="llvm")
