# cause: pool_zero_stride_divzero
# expect: Divide by zero
# capture: combined
# env: TVM_BACKTRACE=1
# post: crlf
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

def feature(x):
    y = relax.op.nn.conv2d(x, relax.const(__import__("numpy").ones((8, 3, 3, 3), "float32")))
    return relax.op.nn.max_pool2d(y, pool_size=(2, 2), strides=(2, 0))
print("building feature extractor")
mod = build(feature, [((1, 3, 64, 64), "float32")])
