# cause: conv2d-channel-mismatch
# expect: channel size of the data should equal
# capture: combined
import tvm
from tvm import relax


def depthwise(bb, x, channels, mult):
    w = relax.Var("dw_w", relax.TensorType((channels * mult, 1, 3, 3), "float32"))
    return w, relax.op.nn.conv2d(x, w, padding=1, groups=channels // 2)


bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((1, 24, 32, 32), "float32"))
w, call = depthwise(bb, x, 24, 1)
print("depthwise weight:", w.ty)
with bb.function("main", [x, w]):
    with bb.dataflow():
        y = bb.emit_output(call)
    bb.emit_func_output(y)
print(bb.get())
