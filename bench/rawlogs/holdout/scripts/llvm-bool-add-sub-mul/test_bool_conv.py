# cause: llvm-bool-add-sub-mul
# expect: MatchesCode\(DLDataTypeCode::kDLFloat\)
# capture: pytest
import numpy as np
import pytest
import tvm
from tvm import relax


@pytest.mark.parametrize("dtype", ["float32", "int32", "bool"])
def test_conv2d_dtypes(dtype):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((1, 2, 6, 6), dtype))
    w = relax.Var("w", relax.TensorType((4, 2, 3, 3), dtype))
    with bb.function("main", [x, w]):
        with bb.dataflow():
            y = bb.emit_output(relax.op.nn.conv2d(x, w, padding=1))
        bb.emit_func_output(y)
    ex = tvm.compile(bb.get(), target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    out = vm["main"](tvm.runtime.tensor(np.ones((1, 2, 6, 6), dtype)), tvm.runtime.tensor(np.ones((4, 2, 3, 3), dtype)))
    assert out.shape == (1, 4, 6, 6)
