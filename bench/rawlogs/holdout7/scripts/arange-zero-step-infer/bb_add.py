# cause: arange-zero-step-infer
# expect: Divide by zero
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((8,), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        r = bb.emit(relax.op.arange(0, 8, 0, "float32"))
        o = bb.emit_output(relax.op.add(x, r))
    bb.emit_func_output(o)
print(bb.get())
