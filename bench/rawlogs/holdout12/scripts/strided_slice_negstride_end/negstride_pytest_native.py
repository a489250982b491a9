# cause: strided_slice_negstride_end
# expect: is invalid for axis
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax


def rev(begin, end):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((10,), "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit(relax.op.strided_slice(x, axes=[0], begin=[begin], end=[end], strides=[-1]))
            o = bb.emit_output(y)
        bb.emit_func_output(o)
    return bb.get()


def test_full_reverse():
    tvm.compile(rev(9, -11), target="llvm")


def test_partial_reverse():
    tvm.compile(rev(0, 5), target="llvm")
