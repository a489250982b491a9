# cause: conv_transpose_zero_stride_misleading
# expect: output padding less than the strides
# env: TVM_BACKTRACE=1
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

mod = build(lambda x, w: relax.op.nn.conv2d_transpose(x, w, strides=0), [((1, 16, 8, 8), "float32"), ((16, 8, 4, 4), "float32")])
