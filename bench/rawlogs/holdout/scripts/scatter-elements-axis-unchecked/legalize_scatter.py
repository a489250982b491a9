# cause: scatter-elements-axis-unchecked
# expect: _scatter_elements[\s\S]*Index out of range\. size: 0, got index 0
import traceback
import tvm
from tvm import relax
from tvm.relax import op

d = relax.Var("d", relax.TensorType((), "int32"))
i = relax.Var("i", relax.TensorType((), "int32"))
u = relax.Var("u", relax.TensorType((), "int32"))

bb = relax.BlockBuilder()
try:
    u16 = relax.Var("u16", relax.TensorType((), "int16"))
    with bb.function("main", [d, i, u16]):
        bb.emit_func_output(bb.emit(op.scatter_elements(d, i, u16, reduction="max")))
except Exception:
    traceback.print_exc()

bb = relax.BlockBuilder()
with bb.function("main", [d, i, u]):
    with bb.dataflow():
        r = bb.emit_output(op.scatter_elements(d, i, u, reduction="max"))
    bb.emit_func_output(r)
mod = relax.transform.LegalizeOps()(bb.get())
print(mod)
