# cause: squeeze_non_unit_axis_unchecked
# expect: DID NOT RAISE
# capture: pytest
import numpy as np
import tvm
from tvm import relax

import pytest


def build_squeeze(shape, axis):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType(shape, "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit_output(relax.op.squeeze(x, axis=axis))
        bb.emit_func_output(y)
    return relax.VirtualMachine(tvm.compile(bb.get(), target="llvm"), tvm.cpu())


def test_squeeze_non_unit_axis_is_rejected():
    # numpy: ValueError: cannot select an axis to squeeze out which has size not equal to one
    with pytest.raises(ValueError):
        np.squeeze(np.ones((3, 4)), axis=0)
    with pytest.raises(Exception):
        vm = build_squeeze((3, 4), [0])
        out = vm["main"](tvm.runtime.tensor(np.ones((3, 4), "float32")))
