# cause: strided_slice_zero_step_divzero
# expect: InternalError: Check failed: pb->value != 0
# capture: combined
import tvm
from tvm import relax
print("slicing kv cache")

def build(fn, shapes, name="main"):
    bb = relax.BlockBuilder()
    params = [relax.Var(f"x{i}", relax.TensorType(s, d)) for i, (s, d) in enumerate(shapes)]
    with bb.function(name, params):
        with bb.dataflow():
            out = bb.emit_output(fn(*params))
        bb.emit_func_output(out)
    return bb.get()

mod = build(lambda kv: relax.op.strided_slice(kv, axes=[0, 2], begin=[0, 0], end=[2, 64], strides=[1, 0]),
            [((2, 8, 64, 16), "float16")])
