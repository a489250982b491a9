# cause: unary_float_typeerror_op_repr
# expect: requires the input tensor to have float dtype
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((4, 8), "int32"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit(relax.op.tanh(x))
        gv = bb.emit_output(y)
    bb.emit_func_output(gv)
