# cause: scatter-elements-axis-out-of-range
# expect: Index out of range\. size: 2, got index 2
import tvm
from tvm import relax

bb = relax.BlockBuilder()
data = relax.Var("data", relax.TensorType((5, 6), "float32"))
idx = relax.Var("idx", relax.TensorType((2, 6), "int64"))
upd = relax.Var("upd", relax.TensorType((2, 6), "float32"))
with bb.function("main", [data, idx, upd]):
    with bb.dataflow():
        out = bb.emit_output(relax.op.scatter_elements(data, idx, upd, axis=2))
    bb.emit_func_output(out)
tvm.compile(bb.get(), target="llvm")
