# cause: strided_slice_zero_stride
# expect: Divide by zero
# capture: ipython
import tvm
from tvm import relax

k = 0  # stride read from config; 0 means "no subsampling" in our old code
bb = relax.BlockBuilder()
frames = relax.Var("frames", relax.TensorType((1, 32, 80), "float32"))
with bb.function("main", [frames]):
    sub = bb.emit(relax.op.strided_slice(frames, axes=[1], begin=[0], end=[32], strides=[k]))
    bb.emit_func_output(sub)
print(bb.get())
