# cause: group-norm-zero-groups-infer
# expect: Divide by zero
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((2, 8, 4, 4), "float32"))
g = relax.Var("gamma", relax.TensorType((8,), "float32"))
b = relax.Var("beta", relax.TensorType((8,), "float32"))
with bb.function("main", [x, g, b]):
    y = bb.emit(relax.op.nn.group_norm(x, g, b, num_groups=0, channel_axis=1, axes=[2, 3]))
    bb.emit_func_output(y)
tvm.compile(bb.get(), "llvm")
