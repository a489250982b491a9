# cause: arange-zero-step
# expect: pb->value != 0 \(0 vs\. 0\) : Divide by zero
import tvm
from tvm import relax
from tvm.relax import op

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((5,), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        r = bb.emit(op.arange(0, 5, 0, dtype="float32"))
        y = bb.emit(op.add(x, r))
        out = bb.emit_output(y)
    bb.emit_func_output(out)
tvm.compile(bb.get(), "llvm")
