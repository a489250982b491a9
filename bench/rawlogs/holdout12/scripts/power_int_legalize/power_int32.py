# cause: power_int_legalize
# expect: power only applies to float
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax

bb = relax.BlockBuilder()
b = relax.Var("base", relax.TensorType((8,), "int32"))
e = relax.Var("exp", relax.TensorType((8,), "int32"))
with bb.function("main", [b, e]):
    with bb.dataflow():
        p = bb.emit(relax.op.power(b, e))
        o = bb.emit_output(p)
    bb.emit_func_output(o)
tvm.compile(bb.get(), target="llvm")
