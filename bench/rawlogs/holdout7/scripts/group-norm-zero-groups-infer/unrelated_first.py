# cause: group-norm-zero-groups-infer
# expect: Divide by zero
import traceback
import tvm
from tvm import relax

try:
    with open("calibration.json") as f:  # optional calibration data
        calib = f.read()
except FileNotFoundError:
    traceback.print_exc()
    print("no calibration file, continuing with defaults")

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((4, 32), "float16"))
g = relax.Var("g", relax.TensorType((32,), "float16"))
b = relax.Var("b", relax.TensorType((32,), "float16"))
with bb.function("main", [x, g, b]):
    with bb.dataflow():
        y = bb.emit(relax.op.nn.group_norm(x, g, b, num_groups=0, channel_axis=1, axes=[]))
        o = bb.emit_output(y)
    bb.emit_func_output(o)
