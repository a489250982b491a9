# cause: ce_logits_grad_symbolic_batch
# expect: not 'Var'
# env: TVM_BACKTRACE=1
# capture: combined
import numpy as np
import tvm
from tvm import relax, tirx

B = tirx.Var("B", "int64")
bb = relax.BlockBuilder()
student = relax.Var("student_logits", relax.TensorType((B, 5), "float32"))
teacher = relax.Var("teacher_probs", relax.TensorType((B, 5), "float32"))
with bb.function("distill", [student, teacher]):
    with bb.dataflow():
        ls = bb.emit(relax.op.nn.log_softmax(student, axis=-1))
        kd = bb.emit_output(relax.op.nn.cross_entropy_with_logits(ls, teacher))
    bb.emit_func_output(kd)
mod = bb.get()
print("distill loss module:")
mod.show()
mod = relax.transform.Gradient("distill", require_grads=[student])(mod)
