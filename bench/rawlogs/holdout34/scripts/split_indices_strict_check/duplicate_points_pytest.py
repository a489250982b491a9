# cause: split_indices_strict_check
# expect: split_indices must be sorted
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R

import pytest

CASES = [[1, 3], [2, 2]]


@pytest.mark.parametrize("points", CASES)
def test_split_matches_numpy(points):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((4, 3), "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit_output(relax.op.split(x, points, axis=0))
        bb.emit_func_output(y)
    x_np = np.arange(12, dtype="float32").reshape(4, 3)
    vm = relax.VirtualMachine(tvm.compile(bb.get(), target="llvm"), tvm.cpu())
    got = [o.numpy() for o in vm["main"](tvm.runtime.tensor(x_np))]
    ref = np.split(x_np, points, axis=0)
    assert [g.shape for g in got] == [r.shape for r in ref]
