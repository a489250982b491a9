# cause: llvm_bool_arith_codegen
# expect: CreateLT|MatchesCode
# capture: pytest-native
import tvm
from tvm import relax
import pytest

SHAPES = [(3,), (2, 5)]


def make(shape):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType(shape, "bool"))
    y = relax.Var("y", relax.TensorType(shape, "bool"))
    with bb.function("main", [x, y]):
        with bb.dataflow():
            lt = bb.emit(relax.op.less(x, y))
            gv = bb.emit_output(lt)
        bb.emit_func_output(gv)
    return bb.get()


@pytest.mark.parametrize("shape", SHAPES)
def test_bool_less(shape):
    mod = make(shape)
    tvm.compile(mod, target="llvm")
