# cause: power_int_legalize
# expect: power only applies to float
# capture: combined
import traceback
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((2, 2), "int8"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit(relax.op.power(x, x))
        o = bb.emit_output(y)
    bb.emit_func_output(o)
mod = bb.get()
try:
    mod["missing_fn"]
except Exception:
    traceback.print_exc()
mod = relax.transform.LegalizeOps()(mod)
