# cause: scatter-elements-axis-oob
# expect: Index out of range\. size: 2, got index 3
import numpy as np
import tvm
from tvm import relax
from tvm.relax import op


bb = relax.BlockBuilder()
data = relax.Var("data", relax.TensorType((4, 4), "float32"))
idx = relax.Var("idx", relax.TensorType((2, 4), "int64"))
upd = relax.Var("upd", relax.TensorType((2, 4), "float32"))
with bb.function("main", [data, idx, upd]):
    with bb.dataflow():
        y = bb.emit(op.scatter_elements(data, idx, upd, axis=3))
        out = bb.emit_output(y)
    bb.emit_func_output(out)
mod = bb.get()
tvm.compile(mod, target="llvm")
