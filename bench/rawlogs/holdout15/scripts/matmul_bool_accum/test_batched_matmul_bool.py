# cause: matmul_bool_accum
# expect: codegen_llvm\.cc.*InternalError|MatchesCode\(DLDataTypeCode::kDLFloat\)
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class BoolBmm:
    @R.function
    def main(a: R.Tensor((3, 4, 5), "bool"), b: R.Tensor((3, 5, 2), "bool")):
        with R.dataflow():
            c = R.matmul(a, b)
            R.output(c)
        return c


def test_bool_bmm():
    ex = tvm.compile(BoolBmm, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    a = np.random.rand(3, 4, 5) > 0.5
    b = np.random.rand(3, 5, 2) > 0.5
    out = vm["main"](tvm.runtime.tensor(a), tvm.runtime.tensor(b)).numpy()
    assert out.shape == (3, 4, 2)
