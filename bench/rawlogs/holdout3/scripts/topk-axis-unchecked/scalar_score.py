# cause: topk-axis-unchecked
# expect: topk[\s\S]*Index 0 out of bounds 0
import tvm
from tvm import relax

R = relax.op
bb = relax.BlockBuilder()
logits = relax.Var("logits", relax.TensorType((1, 10), "float32"))
with bb.function("best", [logits]):
    with bb.dataflow():
        m = bb.emit(R.max(logits))                           # scalar
        v = bb.emit_output(R.topk(m, k=1, axis=0, ret_type="values"))
    bb.emit_func_output(v)
print(bb.get())
