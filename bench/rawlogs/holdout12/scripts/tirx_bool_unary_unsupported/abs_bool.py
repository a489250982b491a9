# cause: tirx_bool_unary_unsupported
# expect: Data type T\.bool not supported for absolute op
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((5, 5), "bool"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit(relax.op.abs(x))
        o = bb.emit_output(y)
    bb.emit_func_output(o)
tvm.compile(bb.get(), target="llvm")
