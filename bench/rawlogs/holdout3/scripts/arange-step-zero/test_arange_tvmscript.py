# cause: arange-step-zero
# expect: DiagnosticError[\s\S]*Divide by zero
# capture: pytest
import pytest
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@pytest.mark.parametrize("step", [1, 2])
def test_arange_ok(step):
    bb = relax.BlockBuilder()
    with bb.function("main", []):
        out = bb.emit(relax.op.arange(0, 16, step, "int32"))
        bb.emit_func_output(out)
    relax.build(bb.get(), target="llvm")


def test_arange_script():
    @I.ir_module
    class Ramp:
        @R.function
        def main():
            r = R.arange(0, 16, 0, dtype="int32")
            return r

    relax.build(Ramp, target="llvm")
