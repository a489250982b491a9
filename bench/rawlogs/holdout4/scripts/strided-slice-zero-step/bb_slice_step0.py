# cause: strided-slice-zero-step
# expect: Divide by zero
# capture: stderr
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("tokens", relax.TensorType((4, 128), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        every_kth = bb.emit(relax.op.strided_slice(x, axes=[1], begin=[0], end=[128], strides=[0]))
        out = bb.emit_output(every_kth)
    bb.emit_func_output(out)
print(bb.get())
