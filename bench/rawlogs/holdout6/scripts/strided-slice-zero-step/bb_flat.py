# cause: strided-slice-zero-step
# expect: pb->value != 0 \(0 vs\. 0\) : Divide by zero
import tvm
from tvm import relax
from tvm.relax import op

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((8, 16), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        s = bb.emit(op.strided_slice(x, axes=[1], begin=[0], end=[16], strides=[0]))
        out = bb.emit_output(s)
    bb.emit_func_output(out)
tvm.compile(bb.get(), "llvm")
