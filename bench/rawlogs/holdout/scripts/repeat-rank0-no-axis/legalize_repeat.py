# cause: repeat-rank0-no-axis
# expect: _repeat[\s\S]*Index out of range\. size: 0, got index 0
# post: crlf
import traceback
import tvm
from tvm import relax
from tvm.relax import op

flag = relax.Var("flag", relax.TensorType((), "bool"))
bb = relax.BlockBuilder()
try:
    with bb.function("main", [flag]):
        with bb.dataflow():
            bb.emit_output(op.repeat(flag, 4, axis=0))
        bb.emit_func_output(flag)
except Exception:
    traceback.print_exc()

bb = relax.BlockBuilder()
with bb.function("main", [flag]):
    with bb.dataflow():
        m = bb.emit_output(op.repeat(flag, 4))
    bb.emit_func_output(m)
seq = tvm.transform.Sequential([relax.transform.LegalizeOps(), relax.transform.DeadCodeElimination()])
print(seq(bb.get()))
