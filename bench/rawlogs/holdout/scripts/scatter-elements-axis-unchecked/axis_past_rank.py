# cause: scatter-elements-axis-unchecked
# expect: scatter_elements\.py[\s\S]*Index out of range\. size: 2, got index 3
# env: TVM_BACKTRACE=1
# axis=3 on a rank-2 tensor: accepted by relax, crashes in TOPI
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
table = relax.Var("table", relax.TensorType((4, 6), "float32"))
rows = relax.Var("rows", relax.TensorType((2, 6), "int64"))
vals = relax.Var("vals", relax.TensorType((2, 6), "float32"))
with bb.function("main", [table, rows, vals]):
    with bb.dataflow():
        r = bb.emit_output(relax.op.scatter_elements(table, rows, vals, axis=3, reduction="add"))
    bb.emit_func_output(r)
mod = bb.get()
print(mod["main"].ret_ty)
relax.build(mod, target="llvm")
