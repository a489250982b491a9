# cause: conv2d_zero_stride
# expect: Divide by zero
# capture: notebook
import numpy as np
import tvm
from tvm import relax

# %%
bb = relax.BlockBuilder()
img = relax.Var("img", relax.TensorType((1, 3, 32, 32), "float32"))
w = relax.const(np.random.randn(16, 3, 3, 3).astype("float32"))
# %%
with bb.function("stem", [img]):
    with bb.dataflow():
        y = bb.emit(relax.op.nn.conv2d(img, w, strides=(0, 0), padding=(1, 1)))
        y = bb.emit(relax.op.nn.relu(y))
        out = bb.emit_output(y)
    bb.emit_func_output(out)
