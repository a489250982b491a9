# cause: user-one-hot-zero-depth
# expect: one_hot: depth must be positive
# capture: pytest
import tvm
from tvm import relax


def one_hot(depth):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((3,), "int32"))
    with bb.function("main", [x]):
        bb.emit_func_output(bb.emit(relax.op.one_hot(x, relax.prim_value(1), relax.prim_value(0), depth)))
    return bb.get()


def test_depth_10():
    assert one_hot(10) is not None


def test_depth_from_empty_vocab():
    vocab = []
    one_hot(len(vocab))
