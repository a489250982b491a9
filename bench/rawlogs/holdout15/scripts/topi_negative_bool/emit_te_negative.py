# cause: topi_negative_bool
# expect: exceeds range of bool
# env: TVM_BACKTRACE=1
# capture: combined
import tvm
from tvm import relax, topi

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((2, 2, 8), "bool"))
with bb.function("main", [x]):
    with bb.dataflow():
        print("emitting topi.negative for", x.ty)
        y = bb.emit_te(topi.negative, x)
        gv = bb.emit_output(y)
    bb.emit_func_output(gv)
print(bb.get())
