# cause: scan-axis-unchecked
# expect: topi/scan\.py[\s\S]*Index out of range\. size: 0, got index 0
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.cumsum(x, axis=0))
    bb.emit_func_output(y)
tvm.compile(bb.get(), target="llvm")
