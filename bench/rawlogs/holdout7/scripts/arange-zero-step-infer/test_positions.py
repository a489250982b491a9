# cause: arange-zero-step-infer
# expect: Divide by zero
# capture: pytest
# post: crlf
import numpy as np
import tvm
from tvm import relax


def positions(start, end, step):
    bb = relax.BlockBuilder()
    with bb.function("main", []):
        p = bb.emit(relax.op.arange(start, end, step, "int32"))
        bb.emit_func_output(p)
    return bb.get()


def test_arange_basic():
    mod = positions(0, 10, 2)
    assert int(mod["main"].ret_type.shape[0]) == 5


def test_arange_reverse():
    mod = positions(10, 0, -1)
    assert int(mod["main"].ret_type.shape[0]) == 10


def test_arange_step_zero():
    positions(0, 10, 0)
