# cause: bool_matmul_codegen
# expect: Check failed: \(t\.MatchesCode\(DLDataTypeCode::kDLFloat\)\) is false
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class BatchedMask:
    @R.function
    def main(q: R.Tensor((2, 4, 8), "bool"), k: R.Tensor((2, 8, 4), "bool")):
        with R.dataflow():
            s = R.matmul(q, k)
            R.output(s)
        return s


def test_batched_bool_matmul():
    ex = relax.build(BatchedMask, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    q = np.ones((2, 4, 8), bool)
    k = np.ones((2, 8, 4), bool)
    res = vm["main"](tvm.runtime.tensor(q), tvm.runtime.tensor(k))
    assert res.numpy().all()
