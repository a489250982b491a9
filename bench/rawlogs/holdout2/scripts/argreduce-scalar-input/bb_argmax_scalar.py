# cause: argreduce-scalar-input
# expect: Cannot reduce a 0 dim Tensor
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("logit", relax.TensorType((), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        i = bb.emit_output(relax.op.argmax(x))
    bb.emit_func_output(i)
tvm.compile(bb.get(), target="llvm")
