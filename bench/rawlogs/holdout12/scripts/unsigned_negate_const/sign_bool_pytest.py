# cause: unsigned_negate_const
# expect: exceeds range of bool
# capture: pytest-native
import pytest
import tvm
from tvm import relax


def build(dtype):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((2, 2, 2), dtype))
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit(relax.op.sign(x))
            o = bb.emit_output(y)
        bb.emit_func_output(o)
    return bb.get()


@pytest.mark.parametrize("dtype", ["int8", "bool"])
def test_sign(dtype):
    tvm.compile(build(dtype), target="llvm")
