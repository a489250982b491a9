# cause: conv2d-groups-channel-mismatch
# expect: InferTypeConv2d[\s\S]*channel size of the data should equal
import tvm
from tvm import relax

R = relax.op
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((1, 32, 56, 56), "float32"))
w = relax.Var("w", relax.TensorType((32, 1, 3, 3), "float32"))   # depthwise weights
with bb.function("main", [x, w]):
    with bb.dataflow():
        # forgot groups=32 for the depthwise conv
        y = bb.emit(R.nn.conv2d(x, w, padding=1))
        y = bb.emit_output(R.nn.relu6(y) if hasattr(R.nn, "relu6") else R.nn.relu(y))
    bb.emit_func_output(y)
tvm.compile(bb.get(), target="llvm")
