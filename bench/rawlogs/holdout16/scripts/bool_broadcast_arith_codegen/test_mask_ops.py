# cause: bool_broadcast_arith_codegen
# expect: Check failed: \(t\.MatchesCode\(DLDataTypeCode::kDLFloat\)\) is false
# capture: pytest-short
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class MaskModule:
    @R.function
    def main(keep: R.Tensor((8, 8), "bool"), valid: R.Tensor((8,), "bool")) -> R.Tensor((8, 8), "bool"):
        with R.dataflow():
            both = R.multiply(keep, valid)
            R.output(both)
        return both


def _run(mod, *args):
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    return vm["main"](*[tvm.runtime.tensor(a) for a in args]).numpy()


def test_mask_shapes():
    assert MaskModule["main"].ret_ty is not None


def test_mask_and_via_multiply():
    keep = np.ones((8, 8), dtype=bool)
    valid = np.arange(8) % 2 == 0
    np.testing.assert_array_equal(_run(MaskModule, keep, valid), keep * valid)
