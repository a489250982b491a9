# cause: take-nan-integer-dtype
# expect: index\.py[\s\S]*Cannot convert NaN to BigInt
import tvm
from tvm import relax
from tvm.relax import op

bb = relax.BlockBuilder()
labels = relax.Var("labels", relax.TensorType((1024,), "int32"))
perm = relax.Var("perm", relax.TensorType((1024,), "int64"))
with bb.function("shuffle", [labels, perm]):
    with bb.dataflow():
        out = bb.emit_output(op.take(labels, perm, axis=0, mode="nan"))
    bb.emit_func_output(out)
mod = relax.transform.LegalizeOps()(bb.get())
mod.show()
