# cause: strided-slice-zero-step-infer
# expect: Divide by zero
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((10, 20), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        s = bb.emit(relax.op.strided_slice(x, axes=[1], begin=[0], end=[20], strides=[0]))
        o = bb.emit_output(s)
    bb.emit_func_output(o)
ex = tvm.compile(bb.get(), "llvm")
