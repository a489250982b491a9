# cause: normalize_axes_message_op_repr
# expect: relax.permute_dims.*non-repetitive
# capture: combined
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

print("NHWC -> NCHW")
mod = build(lambda x: relax.op.permute_dims(x, [0, 3, 1, 1]), [((1, 8, 8, 3), "float32")])
