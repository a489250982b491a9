# cause: scatter-elements-axis-unchecked
# expect: Index out of range
# capture: stderr
import tvm
from tvm import relax

bb = relax.BlockBuilder()
data = relax.Var("data", relax.TensorType([3, 5], "float32"))
idx = relax.Var("idx", relax.TensorType([3, 2], "int64"))
upd = relax.Var("upd", relax.TensorType([3, 2], "float32"))
with bb.function("main", [data, idx, upd]):
    with bb.dataflow():
        out = bb.emit(relax.op.scatter_elements(data, idx, upd, axis=2))
        gv = bb.emit_output(out)
    bb.emit_func_output(gv)
ex = tvm.compile(bb.get(), target="llvm")
