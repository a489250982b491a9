# cause: pool1d-zero-stride-infer
# expect: Divide by zero
# capture: pytest-native
import tvm
from tvm import relax


def pool1d(op, strides):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((1, 2, 16), "float32"))
    with bb.function("main", [x]):
        bb.emit_func_output(bb.emit(op(x, pool_size=2, strides=strides)))
    return bb.get()


def test_max_stride_2():
    pool1d(relax.op.nn.max_pool1d, 2)


def test_avg_stride_1():
    pool1d(relax.op.nn.avg_pool1d, 1)


def test_avg_stride_0():
    pool1d(relax.op.nn.avg_pool1d, 0)
