# cause: user_qparam_axis_mismatch
# expect: Size mismatch: .*name="relax\.quantize".*the input shape at dim 3
# capture: ipython
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((1, 8, 20, 20), "float32"))
w = relax.Var("w", relax.TensorType((16, 8, 3, 3), "float32"))
with bb.function("conv_q", [x, w]):
    with bb.dataflow():
        y = bb.emit(relax.op.nn.conv2d(x, w))
        oscale = relax.const(np.full((16,), 0.05, "float32"))
        # NCHW output, thought channel was the last axis (NHWC habit)
        q = bb.emit_output(relax.op.quantize(y, oscale, relax.const(0, "int8"), axis=3, out_dtype="int8"))
    bb.emit_func_output(q)
mod = bb.get()
