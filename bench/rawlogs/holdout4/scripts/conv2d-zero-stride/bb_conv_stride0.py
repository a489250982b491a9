# cause: conv2d-zero-stride
# expect: Divide by zero
# capture: stderr
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("data", relax.TensorType((1, 3, 32, 32), "float32"))
w = relax.Var("weight", relax.TensorType((16, 3, 3, 3), "float32"))
with bb.function("main", [x, w]):
    with bb.dataflow():
        y = bb.emit(relax.op.nn.conv2d(x, w, strides=(0, 0), padding=(1, 1)))
        out = bb.emit_output(relax.op.nn.relu(y))
    bb.emit_func_output(out)
mod = bb.get()
mod = relax.transform.LegalizeOps()(mod)
