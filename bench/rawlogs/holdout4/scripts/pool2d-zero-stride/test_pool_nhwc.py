# cause: pool2d-zero-stride
# expect: Divide by zero
# capture: pytest-native
import pytest
import tvm
from tvm import relax


def pool(kind, strides):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((1, 9, 9, 4), "float32"))
    op = relax.op.nn.max_pool2d if kind == "max" else relax.op.nn.avg_pool2d
    with bb.function("main", [x]):
        with bb.dataflow():
            out = bb.emit_output(op(x, pool_size=(3, 3), strides=strides, layout="NHWC"))
        bb.emit_func_output(out)
    return bb.get()


def test_max_nhwc():
    mod = pool("max", (2, 2))
    assert mod["main"].ret_ty.shape[1] == 4


def test_avg_nhwc_zero_stride():
    mod = pool("avg", (0, 2))
    assert mod["main"].ret_ty.shape[1] == 4
