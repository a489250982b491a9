# cause: scatter-elements-axis-unchecked
# expect: topi/scatter_elements\.py[\s\S]*Index out of range\. size: 0, got index 0
import tvm
from tvm import relax

bb = relax.BlockBuilder()
data = relax.Var("data", relax.TensorType((), "float32"))
idx = relax.Var("idx", relax.TensorType((), "int64"))
upd = relax.Var("upd", relax.TensorType((), "float32"))
with bb.function("main", [data, idx, upd]):
    with bb.dataflow():
        out = bb.emit_output(relax.op.scatter_elements(data, idx, upd))
    bb.emit_func_output(out)
tvm.compile(bb.get(), target="llvm")
