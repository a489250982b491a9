# cause: scatter-elements-mean-int-division
# expect: test_reduction\[mean\][\s\S]*integer divisions
# capture: pytest
import numpy as np
import pytest
import tvm
from tvm import relax


def build(reduction, dtype):
    bb = relax.BlockBuilder()
    d = relax.Var("d", relax.TensorType((3, 4), dtype))
    i = relax.Var("i", relax.TensorType((3, 2), "int64"))
    u = relax.Var("u", relax.TensorType((3, 2), dtype))
    with bb.function("main", [d, i, u]):
        with bb.dataflow():
            o = bb.emit_output(relax.op.scatter_elements(d, i, u, axis=1, reduction=reduction))
        bb.emit_func_output(o)
    return tvm.compile(bb.get(), target="llvm")


@pytest.mark.parametrize("reduction", ["update", "add", "max", "mean"])
def test_reduction(reduction):
    ex = build(reduction, "int64")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    d = np.arange(12, dtype="int64").reshape(3, 4)
    i = np.array([[0, 1], [2, 3], [1, 1]], dtype="int64")
    u = np.full((3, 2), 10, dtype="int64")
    out = vm["main"](*[tvm.runtime.tensor(a) for a in (d, i, u)]).numpy()
    assert out.shape == (3, 4)
