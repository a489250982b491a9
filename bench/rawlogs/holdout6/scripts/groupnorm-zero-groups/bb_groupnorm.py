# cause: groupnorm-zero-groups
# expect: pb->value != 0 \(0 vs\. 0\) : Divide by zero
import tvm
from tvm import relax
from tvm.relax import op

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((2, 8, 4, 4), "float32"))
g = relax.Var("gamma", relax.TensorType((8,), "float32"))
b = relax.Var("beta", relax.TensorType((8,), "float32"))
with bb.function("main", [x, g, b]):
    with bb.dataflow():
        y = bb.emit(op.nn.group_norm(x, g, b, num_groups=0, channel_axis=1, axes=[2, 3]))
        out = bb.emit_output(y)
    bb.emit_func_output(out)
tvm.compile(bb.get(), "llvm")
