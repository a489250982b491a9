# cause: pool2d-zero-stride
# expect: Divide by zero
# capture: pytest
import tvm
from tvm import relax


def avg_pool(data_shape, pool, strides):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType(data_shape, "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            out = bb.emit_output(relax.op.nn.avg_pool2d(x, pool_size=pool, strides=strides))
        bb.emit_func_output(out)
    return bb.get()


def test_avg_pool_ok():
    tvm.compile(avg_pool((1, 3, 8, 8), (2, 2), (2, 2)), target="llvm")


def test_avg_pool_horizontal_only():
    # pool only along H, W stride accidentally 0
    tvm.compile(avg_pool((1, 3, 8, 8), (2, 1), (2, 0)), target="llvm")
