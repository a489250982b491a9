# cause: group-norm-zero-size-divide
# expect: _nn_group_norm[\s\S]*Divide by zero
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((2, 4, 0, 3), "float32"))
gamma = relax.Var("gamma", relax.TensorType((4,), "float32"))
beta = relax.Var("beta", relax.TensorType((4,), "float32"))
with bb.function("main", [x, gamma, beta]):
    with bb.dataflow():
        out = bb.emit_output(relax.op.nn.group_norm(x, gamma, beta, num_groups=2, channel_axis=1, axes=[2, 3]))
    bb.emit_func_output(out)

mod = bb.get()
ex = tvm.compile(mod, target="llvm")
print("compiled")
