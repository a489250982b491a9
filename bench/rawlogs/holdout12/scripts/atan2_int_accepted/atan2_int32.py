# cause: atan2_int_accepted
# expect: unknown intrinsic .*tirx\.atan2
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax

bb = relax.BlockBuilder()
dy = relax.Var("dy", relax.TensorType((5, 5), "int32"))
dx = relax.Var("dx", relax.TensorType((5, 5), "int32"))
with bb.function("main", [dy, dx]):
    with bb.dataflow():
        ang = bb.emit(relax.op.atan2(dy, dx))
        o = bb.emit_output(ang)
    bb.emit_func_output(o)
tvm.compile(bb.get(), target="llvm")
