# cause: topk-axis-unchecked
# expect: IndexError: Index -1 out of bounds 0
# capture: stderr
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        out = bb.emit_output(relax.op.topk(x, k=1))
    bb.emit_func_output(out)
print(bb.get())
