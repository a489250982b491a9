# cause: user-conv-groups-channel-mismatch
# expect: The channel size of the data should equal to the product of input channel size of the weight and the number of groups
# capture: combined
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((1, 32, 56, 56), "float32"))
w = relax.Var("w", relax.TensorType((32, 32, 3, 3), "float32"))
with bb.function("main", [x, w]):
    with bb.dataflow():
        y = bb.emit(relax.op.nn.conv2d(x, w, padding=1, groups=32))
        o = bb.emit_output(y)
    bb.emit_func_output(o)
