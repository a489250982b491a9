# cause: scatter-elements-axis-unchecked
# expect: scatter_elements[\s\S]*Index out of range\. size: 0, got index 0
# capture: pytest-native
import numpy as np
import pytest
import tvm
from tvm import relax


@pytest.mark.parametrize("reduction", ["update", "mul"])
@pytest.mark.parametrize("shape", [(4,), ()])
def test_scatter_elements(shape, reduction):
    bb = relax.BlockBuilder()
    d = relax.Var("d", relax.TensorType(shape, "float32"))
    i = relax.Var("i", relax.TensorType(shape, "int64"))
    u = relax.Var("u", relax.TensorType(shape, "float32"))
    with bb.function("main", [d, i, u]):
        with bb.dataflow():
            r = bb.emit_output(relax.op.scatter_elements(d, i, u, axis=0, reduction=reduction))
        bb.emit_func_output(r)
    vm = relax.VirtualMachine(tvm.compile(bb.get(), target="llvm"), tvm.cpu())
    dn = np.ones(shape, "float32")
    idx = np.zeros(shape, "int64")
    un = np.full(shape, 2.0, "float32")
    out = vm["main"](tvm.runtime.tensor(dn), tvm.runtime.tensor(idx), tvm.runtime.tensor(un)).numpy()
    assert out.shape == shape
