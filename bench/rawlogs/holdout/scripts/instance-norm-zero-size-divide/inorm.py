# cause: instance-norm-zero-size-divide
# expect: _nn_instance_norm[\s\S]*Divide by zero
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((2, 4, 0, 3), "float32"))
w = relax.Var("w", relax.TensorType((4,), "float32"))
b = relax.Var("b", relax.TensorType((4,), "float32"))
with bb.function("main", [x, w, b]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.nn.instance_norm(x, w, b, channel_axis=1, axes=[2, 3]))
    bb.emit_func_output(y)
tvm.compile(bb.get(), target="llvm")
