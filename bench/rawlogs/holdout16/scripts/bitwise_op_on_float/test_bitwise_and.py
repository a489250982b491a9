# cause: bitwise_op_on_float
# expect: Expected integer argument as LHS of & operator
# capture: pytest-line
import tvm
from tvm import relax


def test_bitwise_and_float_inputs():
    bb = relax.BlockBuilder()
    a = relax.Var("a", relax.TensorType((16,), "float32"))
    b = relax.Var("b", relax.TensorType((16,), "float32"))
    with bb.function("main", [a, b]):
        c = bb.emit(relax.op.bitwise_and(a, b))
        bb.emit_func_output(c)
    tvm.compile(bb.get(), "llvm")
