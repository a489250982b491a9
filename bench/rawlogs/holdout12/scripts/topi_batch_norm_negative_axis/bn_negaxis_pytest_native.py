# cause: topi_batch_norm_negative_axis
# expect: ValueError: list\.remove
# capture: pytest-native
# env: TVM_BACKTRACE=1
# post: truncate=0.5
import numpy as np
import pytest
import tvm
from tvm import relax


def bn_module(axis):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((3, 6), "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            ones = relax.const(np.ones(6, "float32"))
            zeros = relax.const(np.zeros(6, "float32"))
            bn = bb.emit(relax.op.nn.batch_norm(x, ones, zeros, zeros, ones, axis=axis))
            o = bb.emit_output(relax.TupleGetItem(bn, 0))
        bb.emit_func_output(o)
    return bb.get()


@pytest.mark.parametrize("axis", [1, -1])
def test_bn(axis):
    relax.build(bn_module(axis), target="llvm")
