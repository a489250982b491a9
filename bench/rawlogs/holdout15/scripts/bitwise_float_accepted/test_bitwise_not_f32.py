# cause: bitwise_float_accepted
# expect: bitwise
# capture: pytest-native
import tvm
from tvm import relax


def test_bitwise_not_float_input():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((32,), "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit(relax.op.bitwise_not(x))
            gv = bb.emit_output(y)
        bb.emit_func_output(gv)
    mod = bb.get()
    # type inference accepted this; legalization should too
    tvm.compile(mod, target="llvm")
