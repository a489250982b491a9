# cause: batch-norm-training-zero-size-divide
# expect: _nn_batch_norm[\s\S]*Divide by zero
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((2, 8, 0, 0), "float32"))
gamma = relax.Var("gamma", relax.TensorType((8,), "float32"))
beta = relax.Var("beta", relax.TensorType((8,), "float32"))
moving_mean = relax.Var("moving_mean", relax.TensorType((8,), "float32"))
moving_var = relax.Var("moving_var", relax.TensorType((8,), "float32"))
with bb.function("main", [x, gamma, beta, moving_mean, moving_var]):
    with bb.dataflow():
        bn = bb.emit(relax.op.nn.batch_norm(x, gamma, beta, moving_mean, moving_var, axis=1, epsilon=1e-3, training=True))
        y = bb.emit(relax.TupleGetItem(bn, 0))
        z = bb.emit_output(relax.op.nn.relu(y))
    bb.emit_func_output(z)
mod = bb.get()

print(mod.script())
mod = relax.transform.LegalizeOps()(mod)
