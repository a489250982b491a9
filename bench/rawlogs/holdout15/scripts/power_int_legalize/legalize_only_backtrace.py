# cause: power_int_legalize
# expect: IsFloatType
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((2, 3), "uint8"))
y = relax.Var("y", relax.TensorType((2, 3), "uint8"))
with bb.function("main", [x, y]):
    with bb.dataflow():
        z = bb.emit(relax.op.power(x, y))
        gv = bb.emit_output(z)
    bb.emit_func_output(gv)
mod = relax.transform.LegalizeOps()(bb.get())
