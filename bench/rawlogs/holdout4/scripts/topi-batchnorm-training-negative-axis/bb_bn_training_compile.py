# cause: topi-batchnorm-training-negative-axis
# expect: list\.remove\(x\): x not in list
# capture: stderr
import tvm
from tvm import relax

c = 16
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((2, 8, 8, c), "float32"))
ps = [relax.Var(n, relax.TensorType((c,), "float32")) for n in ("gamma", "beta", "running_mean", "running_var")]
with bb.function("main", [x, *ps]):
    with bb.dataflow():
        bn = bb.emit(relax.op.nn.batch_norm(x, *ps, axis=-1, training=True))
        out = bb.emit_output(relax.TupleGetItem(bn, 0))
    bb.emit_func_output(out)
ex = tvm.compile(bb.get(), target="llvm")
