# cause: batch-norm-train-negative-axis
# expect: reduce_axes\.remove\(axis\)[\s\S]*ValueError: list\.remove\(x\): x not in list
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((32, 64), "float32"))
gamma = relax.Var("gamma", relax.TensorType((64,), "float32"))
beta = relax.Var("beta", relax.TensorType((64,), "float32"))
mean = relax.Var("mean", relax.TensorType((64,), "float32"))
var = relax.Var("var", relax.TensorType((64,), "float32"))
with bb.function("main", [x, gamma, beta, mean, var]):
    with bb.dataflow():
        out = bb.emit_output(relax.op.nn.batch_norm(x, gamma, beta, mean, var, axis=-1, training=True))
    bb.emit_func_output(out)
tvm.compile(bb.get(), target="llvm")
