# cause: bitwise_float_accepted
# expect: of type T.float32
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((3, 3), "float32"))
s = relax.Var("s", relax.TensorType((3, 3), "float32"))
with bb.function("main", [x, s]):
    with bb.dataflow():
        y = bb.emit(relax.op.left_shift(x, s))
        gv = bb.emit_output(y)
    bb.emit_func_output(gv)
tvm.compile(bb.get(), target="llvm")
