# cause: collapse_sum_rank_mismatch
# expect: Invalid collapse
# capture: pytest
import numpy as np
import tvm
from tvm import relax

import pytest


@pytest.mark.parametrize("target", [(1, 5), (2, 1, 5)])
def test_collapse_sum_to(target):
    x_np = np.arange(10, dtype="float32").reshape(2, 5)
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((2, 5), "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit_output(relax.op.collapse_sum_to(x, target))
        bb.emit_func_output(y)
    vm = relax.VirtualMachine(tvm.compile(bb.get(), target="llvm"), tvm.cpu())
    got = vm["main"](tvm.runtime.tensor(x_np)).numpy()
    np.testing.assert_allclose(got.reshape(-1), x_np.sum(axis=0))
