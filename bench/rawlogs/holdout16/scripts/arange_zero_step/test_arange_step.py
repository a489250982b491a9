# cause: arange_zero_step
# expect: Divide by zero
# capture: pytest-line
import pytest
import tvm
from tvm import relax


@pytest.mark.parametrize("step", [0])
def test_arange(step):
    bb = relax.BlockBuilder()
    with bb.function("main", []):
        r = bb.emit(relax.op.arange(0, 16, step, dtype="int64"))
        bb.emit_func_output(r)
    tvm.compile(bb.get(), "llvm")
