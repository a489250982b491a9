# cause: bitwise_float_accepted
# expect: Expected integer argument as LHS of & operator
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((4, 8), "float32"))
m = relax.Var("m", relax.TensorType((4, 8), "float32"))
with bb.function("main", [x, m]):
    with bb.dataflow():
        y = bb.emit(relax.op.bitwise_and(x, m))
        gv = bb.emit_output(y)
    bb.emit_func_output(gv)
tvm.compile(bb.get(), target="llvm")
