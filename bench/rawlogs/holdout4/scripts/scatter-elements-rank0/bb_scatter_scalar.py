# cause: scatter-elements-rank0
# expect: IndexError: Index out of range\. size: 0, got index 0
# capture: stderr
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((), "float32"))
i = relax.Var("i", relax.TensorType((), "int64"))
u = relax.Var("u", relax.TensorType((), "float32"))
with bb.function("main", [x, i, u]):
    with bb.dataflow():
        out = bb.emit_output(relax.op.scatter_elements(x, i, u, axis=0))
    bb.emit_func_output(out)
tvm.compile(bb.get(), target="llvm")
