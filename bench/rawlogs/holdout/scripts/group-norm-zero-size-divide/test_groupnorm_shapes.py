# cause: group-norm-zero-size-divide
# expect: group_norm[\s\S]*Divide by zero
# capture: pytest
import numpy as np
import pytest

import tvm
from tvm import relax


def _build(shape, groups):
    c = shape[1]
    bb = relax.BlockBuilder()
    data = relax.Var("data", relax.TensorType(shape, "float32"))
    scale = relax.Var("scale", relax.TensorType((c,), "float32"))
    shift = relax.Var("shift", relax.TensorType((c,), "float32"))
    with bb.function("main", [data, scale, shift]):
        with bb.dataflow():
            gv = bb.emit_output(relax.op.nn.group_norm(data, scale, shift, groups, 1, list(range(2, len(shape)))))
        bb.emit_func_output(gv)
    return bb.get()


@pytest.mark.parametrize("shape,groups", [((2, 8, 5, 5), 4), ((1, 4, 0, 7), 2)])
def test_group_norm_compiles_and_runs(shape, groups):
    mod = _build(shape, groups)
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    x = np.random.rand(*shape).astype("float32")
    g = np.ones(shape[1], "float32")
    b = np.zeros(shape[1], "float32")
    out = vm["main"](tvm.runtime.tensor(x), tvm.runtime.tensor(g), tvm.runtime.tensor(b)).numpy()
    assert out.shape == x.shape
