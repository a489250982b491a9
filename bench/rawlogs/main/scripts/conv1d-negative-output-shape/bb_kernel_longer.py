# cause: conv1d-negative-output-shape
# expect: _nn_conv1d[\s\S]*lead to negative output shape
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((1, 3, 4), "float32"))
w = relax.Var("w", relax.TensorType((8, 3, 7), "float32"))
with bb.function("main", [x, w]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.nn.conv1d(x, w))
    bb.emit_func_output(y)
mod = bb.get()

ex = tvm.compile(mod, target="llvm")
