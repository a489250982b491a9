# cause: conv_zero_stride_divzero
# expect: Divide by zero
# capture: pytest
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

def test_conv1d():
    build(lambda x, w: relax.op.nn.conv1d(x, w, strides=0), [((1, 1, 16000), "float32"), ((32, 1, 9), "float32")])
