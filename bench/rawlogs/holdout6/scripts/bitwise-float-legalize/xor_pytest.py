# cause: bitwise-float-legalize
# expect: Expected integer argument as LHS of
# capture: pytest
import tvm
from tvm import relax
from tvm.relax import op


def _mod(dtype):
    bb = relax.BlockBuilder()
    a = relax.Var("a", relax.TensorType((4, 4), dtype))
    with bb.function("main", [a]):
        with bb.dataflow():
            out = bb.emit_output(op.bitwise_xor(a, a))
        bb.emit_func_output(out)
    return bb.get()


def test_xor_uint8():
    tvm.compile(_mod("uint8"), "llvm")


def test_xor_float16():
    tvm.compile(_mod("float16"), "llvm")
