# cause: conv2d-zero-stride-infer
# expect: Divide by zero
# capture: pytest
import numpy as np
import pytest
import tvm
from tvm import relax


def conv_mod(stride):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((2, 3, 8, 8), "float32"))
    w = relax.Var("w", relax.TensorType((6, 3, 3, 3), "float32"))
    with bb.function("main", [x, w]):
        y = bb.emit(relax.op.nn.conv2d(x, w, strides=stride, data_layout="NCHW"))
        bb.emit_func_output(y)
    return bb.get()


def test_stride_one():
    mod = conv_mod(1)
    assert mod["main"].ret_type.shape[2] == 6


def test_stride_two():
    mod = conv_mod(2)
    assert mod["main"].ret_type.shape[2] == 3


def test_stride_zero_rejected_cleanly():
    mod = conv_mod((0, 1))
    assert mod is not None
