# cause: batch-norm-training-zero-size-divide
# expect: _nn_batch_norm[\s\S]*Divide by zero
import warnings

import tvm
from tvm import relax

warnings.warn("this reproducer pins an old model config; results may differ", UserWarning)

bb = relax.BlockBuilder()
img = relax.Var("img", relax.TensorType((0, 5, 5, 32), "float32"))
gamma = relax.Var("gamma", relax.TensorType((32,), "float32"))
beta = relax.Var("beta", relax.TensorType((32,), "float32"))
moving_mean = relax.Var("moving_mean", relax.TensorType((32,), "float32"))
moving_var = relax.Var("moving_var", relax.TensorType((32,), "float32"))
with bb.function("main", [img, gamma, beta, moving_mean, moving_var]):
    with bb.dataflow():
        bn = bb.emit(relax.op.nn.batch_norm(img, gamma, beta, moving_mean, moving_var, axis=3, training=True))
        y = bb.emit_output(relax.TupleGetItem(bn, 0))
    bb.emit_func_output(y)
mod = bb.get()

print(mod.script())
print("compiling ...", flush=True)

with tvm.target.Target("llvm"):
    mod = relax.get_pipeline("zero")(mod)
