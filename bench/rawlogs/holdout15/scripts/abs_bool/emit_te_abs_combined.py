# cause: abs_bool
# expect: Skipping absolute op
# capture: combined
# post: truncate=0.7
import tvm
from tvm import relax, topi

print("== building |mask| via emit_te ==")
bb = relax.BlockBuilder()
m = relax.Var("m", relax.TensorType((2, 3, 4), "bool"))
with bb.function("main", [m]):
    with bb.dataflow():
        a = bb.emit_te(topi.abs, m)
        gv = bb.emit_output(a)
    bb.emit_func_output(gv)
print(bb.get())
