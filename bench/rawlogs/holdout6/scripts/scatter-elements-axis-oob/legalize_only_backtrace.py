# cause: scatter-elements-axis-oob
# expect: Index out of range
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.relax import op


bb = relax.BlockBuilder()
table = relax.Var("table", relax.TensorType((16, 4, 2), "float16"))
pos = relax.Var("pos", relax.TensorType((1, 4, 2), "int64"))
val = relax.Var("val", relax.TensorType((1, 4, 2), "float16"))
with bb.function("main", [table, pos, val]):
    with bb.dataflow():
        y = bb.emit(op.scatter_elements(table, pos, val, axis=5, reduction="max"))
        out = bb.emit_output(y)
    bb.emit_func_output(out)
mod = bb.get()
lowered = relax.transform.LegalizeOps()(mod)
lowered.show()
