# cause: batch-norm-training-negative-axis
# expect: _nn_batch_norm[\s\S]*list\.remove\(x\): x not in list
import tvm
from tvm import relax

print(f"TVM version: {tvm.__version__}")

print("=" * 60)
print("building relax module")
print("=" * 60)

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((3, 2, 5), "float32"))
gamma = relax.Var("gamma", relax.TensorType((5,), "float32"))
beta = relax.Var("beta", relax.TensorType((5,), "float32"))
moving_mean = relax.Var("moving_mean", relax.TensorType((5,), "float32"))
moving_var = relax.Var("moving_var", relax.TensorType((5,), "float32"))
with bb.function("main", [x, gamma, beta, moving_mean, moving_var]):
    with bb.dataflow():
        bn = bb.emit(relax.op.nn.batch_norm(x, gamma, beta, moving_mean, moving_var, axis=-1, momentum=0.3, training=True))
        m = bb.emit_output(relax.TupleGetItem(bn, 1))
    bb.emit_func_output(m)
mod = bb.get()

print("compiling ...", flush=True)


def run(mod):
    with tvm.target.Target("llvm"):
        mod = relax.get_pipeline("zero")(mod)
    return mod


run(mod)
