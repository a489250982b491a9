# cause: pool2d-zero-stride-infer
# expect: Divide by zero
# capture: pytest
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax


def build_pool(op, strides):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((1, 3, 9, 9), "float32"))
    with bb.function("main", [x]):
        y = bb.emit(op(x, pool_size=(3, 3), strides=strides))
        bb.emit_func_output(y)
    return bb.get()


def test_max_pool_ok():
    build_pool(relax.op.nn.max_pool2d, (3, 3))


def test_avg_pool_ok():
    build_pool(relax.op.nn.avg_pool2d, (1, 1))


def test_max_pool_degenerate_stride():
    build_pool(relax.op.nn.max_pool2d, (0, 3))
