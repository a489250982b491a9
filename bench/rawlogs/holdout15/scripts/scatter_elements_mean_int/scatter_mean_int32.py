# cause: scatter_elements_mean_int
# expect: TVM supports multiple types of integer divisions
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
data = relax.Var("data", relax.TensorType((4, 8), "int32"))
idx = relax.Var("idx", relax.TensorType((4, 2), "int64"))
upd = relax.Var("upd", relax.TensorType((4, 2), "int32"))
with bb.function("main", [data, idx, upd]):
    with bb.dataflow():
        o = bb.emit(relax.op.scatter_elements(data, idx, upd, axis=1, reduction="mean"))
        gv = bb.emit_output(o)
    bb.emit_func_output(gv)
ex = tvm.compile(bb.get(), target="llvm")
