# cause: llvm-bool-compare
# expect: MatchesCode\(DLDataTypeCode::kDLFloat\)
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Merge:
    @R.function
    def main(a: R.Tensor((8,), "bool"), b: R.Tensor((8,), "bool")):
        with R.dataflow():
            c = R.maximum(a, b)
            R.output(c)
        return c


def test_logical_or_works():
    @I.ir_module
    class Or:
        @R.function
        def main(a: R.Tensor((8,), "bool"), b: R.Tensor((8,), "bool")):
            with R.dataflow():
                c = R.logical_or(a, b)
                R.output(c)
            return c

    ex = tvm.compile(Or, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    a = np.array([1, 0, 1, 0, 1, 0, 1, 0], dtype=bool)
    out = vm["main"](tvm.runtime.tensor(a), tvm.runtime.tensor(~a)).numpy()
    assert out.all()


def test_maximum_as_or():
    tvm.compile(Merge, target="llvm")
