# cause: groupnorm-zero-groups
# expect: pb->value != 0 \(0 vs\. 0\) : Divide by zero
import traceback
import tvm
from tvm import relax
from tvm.relax import op

try:
    import onnx  # optional
except ImportError:
    traceback.print_exc()
    print("onnx not available, building the graph by hand")

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((4, 6, 10), "float32"))
g = relax.Var("g", relax.TensorType((6,), "float32"))
b = relax.Var("b", relax.TensorType((6,), "float32"))
with bb.function("main", [x, g, b]):
    with bb.dataflow():
        y = bb.emit(op.nn.group_norm(x, g, b, num_groups=0, channel_axis=1, axes=[2]))
        out = bb.emit_output(y)
    bb.emit_func_output(out)
