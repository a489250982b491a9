# cause: llvm_bool_compare
# expect: codegen_llvm\.cc.*InternalError|MatchesCode\(DLDataTypeCode::kDLFloat\)
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Union:
    @R.function
    def main(a: R.Tensor((4, 4), "bool"), b: R.Tensor((4, 4), "bool")):
        with R.dataflow():
            u = R.maximum(a, b)
            R.output(u)
        return u


def test_mask_union_via_maximum():
    ex = tvm.compile(Union, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    a = np.eye(4, dtype=bool)
    b = np.fliplr(np.eye(4, dtype=bool)).copy()
    np.testing.assert_array_equal(vm["main"](tvm.runtime.tensor(a), tvm.runtime.tensor(b)).numpy(), a | b)
