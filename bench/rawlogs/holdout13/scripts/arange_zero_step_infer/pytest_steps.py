# cause: arange_zero_step_infer
# expect: Divide by zero
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm import tirx as tir
from tvm.script import relax as R, ir as I


import pytest

@pytest.mark.parametrize("step", [0])
def test_arange(step):
    bb = relax.BlockBuilder()
    with bb.function("main", []):
        out = bb.emit(relax.op.arange(2, 20, step, dtype="int32"))
        bb.emit_func_output(out)
