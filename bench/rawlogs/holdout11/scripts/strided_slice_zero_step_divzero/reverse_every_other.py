# cause: strided_slice_zero_step_divzero
# expect: Divide by zero
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

mod = build(lambda x: relax.op.strided_slice(x, axes=[1], begin=[0], end=[32], strides=[0]), [((4, 32), "float32")])
