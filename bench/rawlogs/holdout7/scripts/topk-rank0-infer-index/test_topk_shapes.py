# cause: topk-rank0-infer-index
# expect: IndexError: Index -?\d+ out of bounds 0
# capture: pytest-native
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax


def topk_mod(shape, k):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType(shape, "float32"))
    with bb.function("main", [x]):
        bb.emit_func_output(bb.emit(relax.op.topk(x, k, ret_type="indices")))
    return bb.get()


def test_vector():
    topk_mod((10,), 3)


def test_matrix():
    topk_mod((4, 10), 2)


def test_scalar():
    topk_mod((), 1)
