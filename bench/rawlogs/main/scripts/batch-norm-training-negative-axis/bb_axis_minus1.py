# cause: batch-norm-training-negative-axis
# expect: _nn_batch_norm[\s\S]*list\.remove\(x\): x not in list
import tvm
from tvm import relax

print("=" * 60)
print("building relax module")
print("=" * 60)

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((2, 3, 4), "float32"))
gamma = relax.Var("gamma", relax.TensorType((4,), "float32"))
beta = relax.Var("beta", relax.TensorType((4,), "float32"))
moving_mean = relax.Var("moving_mean", relax.TensorType((4,), "float32"))
moving_var = relax.Var("moving_var", relax.TensorType((4,), "float32"))
with bb.function("main", [x, gamma, beta, moving_mean, moving_var]):
    with bb.dataflow():
        bn = bb.emit(relax.op.nn.batch_norm(x, gamma, beta, moving_mean, moving_var, axis=-1, training=True))
        y = bb.emit_output(relax.TupleGetItem(bn, 0))
    bb.emit_func_output(y)
mod = bb.get()

ex = tvm.compile(mod, target="llvm")
