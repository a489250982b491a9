# cause: mean-empty-axis-legalize
# expect: Divide by zero
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((4, 0), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        m = bb.emit(relax.op.mean(x, axis=[1], keepdims=True))
        o = bb.emit_output(m)
    bb.emit_func_output(o)
tvm.compile(bb.get(), "llvm")
