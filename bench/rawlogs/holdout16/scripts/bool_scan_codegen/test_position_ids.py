# cause: bool_scan_codegen
# expect: Check failed: \(t\.MatchesCode\(DLDataTypeCode::kDLFloat\)\) is false
# capture: pytest-line
import numpy as np
import pytest
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class PositionIds:
    @R.function
    def main(attention_mask: R.Tensor((1, 12), "bool")) -> R.Tensor((1, 12), "bool"):
        pos = R.cumsum(attention_mask, axis=1)
        return pos


@pytest.fixture(scope="module")
def vm():
    ex = tvm.compile(PositionIds, target="llvm")
    return relax.VirtualMachine(ex, tvm.cpu())


def test_position_ids(vm):
    mask = np.array([[0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]], dtype=bool)
    out = vm["main"](tvm.runtime.tensor(mask)).numpy()
    assert out.shape == (1, 12)
