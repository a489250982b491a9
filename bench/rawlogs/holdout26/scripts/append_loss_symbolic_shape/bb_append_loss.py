# cause: append_loss_symbolic_shape
# expect: Check failed: \(checker\(backbone_ret_ty, loss_param_ty\)\) is false
import tvm
from tvm import relax, tirx
from tvm.relax.training import AppendLoss
from tvm.relax.training.loss import CrossEntropyLoss

n = tirx.Var("n", "int64")
bb = relax.BlockBuilder()
feat = relax.Var("feat", relax.TensorType((n, 32), "float32"))
w = relax.Var("w", relax.TensorType((32, 7), "float32"))
with bb.function("classify", [feat, w]):
    with bb.dataflow():
        logits = bb.emit_output(relax.op.matmul(feat, w))
    bb.emit_func_output(logits)
mod = bb.get()

ce = CrossEntropyLoss(reduction="sum")
loss_fn = ce(relax.TensorType((n, 7), "float32"), relax.TensorType((n,), "int64"))
mod = AppendLoss("classify", loss_fn, ce.num_backbone_outputs)(mod)
mod = relax.transform.Gradient("classify_loss", require_grads=[mod["classify_loss"].params[1]])(mod)
