# cause: bitwise_ops_float_accepted
# expect: Expected integer or boolean argument for << operator|type_check_int_or_bool_args|integer
# capture: pytest
import tvm
from tvm import relax


def build():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((6,), "float32"))
    s = relax.Var("s", relax.TensorType((6,), "float32"))
    with bb.function("main", [x, s]):
        with bb.dataflow():
            y = bb.emit(relax.op.left_shift(x, s))
            o = bb.emit_output(y)
        bb.emit_func_output(o)
    return bb.get()


def test_shift_float():
    tvm.compile(build(), target="llvm")
