# cause: topi_sign_bool
# expect: exceeds range of bool
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax, topi

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((4, 4), "bool"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit_te(topi.sign, x, primfunc_name_hint="sign_mask")
        gv = bb.emit_output(y)
    bb.emit_func_output(gv)
