# cause: split-zero-sections
# expect: Split op expects the input number of sections to be a positive integer
# capture: pytest
import pytest
import tvm
from tvm import relax


def split_mod(n):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((12, 4), "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            parts = bb.emit(relax.op.split(x, n, axis=0))
            first = bb.emit_output(relax.TupleGetItem(parts, 0))
        bb.emit_func_output(first)
    return bb.get()


@pytest.mark.parametrize("n", [3, 0])
def test_split_equal(n):
    tvm.compile(split_mod(n), target="llvm")
