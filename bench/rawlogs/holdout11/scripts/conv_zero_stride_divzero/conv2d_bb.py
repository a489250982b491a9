# cause: conv_zero_stride_divzero
# expect: Divide by zero
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax

def build(fn, shapes, name="main"):
    bb = relax.BlockBuilder()
    params = [relax.Var(f"x{i}", relax.TensorType(s, d)) for i, (s, d) in enumerate(shapes)]
    with bb.function(name, params):
        with bb.dataflow():
            out = bb.emit_output(fn(*params))
        bb.emit_func_output(out)
    return bb.get()

w = relax.const(np.random.RandomState(0).rand(16, 3, 3, 3).astype("float32"))
mod = build(lambda x: relax.op.nn.conv2d(x, w, strides=0, padding=1), [((1, 3, 32, 32), "float32")])
