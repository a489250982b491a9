# cause: batch-norm-train-negative-axis
# expect: _nn_batch_norm[\s\S]*list\.remove\(x\): x not in list
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.relax import op

bb = relax.BlockBuilder()
seq = relax.Var("seq", relax.TensorType((8, 5, 6), "float16"))
w = [relax.Var(f"w{i}", relax.TensorType((5,), "float16")) for i in range(4)]
with bb.function("main", [seq, *w]):
    with bb.dataflow():
        t = bb.emit(op.nn.batch_norm(seq, *w, axis=-2, training=True))
        y = bb.emit_output(relax.TupleGetItem(t, 0))
    bb.emit_func_output(y)
print("legalizing")
mod = relax.transform.LegalizeOps()(bb.get())
