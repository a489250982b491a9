# cause: bool_sum_no_cast
# expect: AssertionError
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op


class ValidLen(nn.Module):
    def forward(self, ids: nn.Tensor):
        pad = op.full(ids.shape, 0, dtype="int32")
        keep = op.not_equal(ids, pad)
        return op.sum(keep, axis=-1)


def test_valid_lengths():
    mod, _ = ValidLen().export_tvm(spec={"forward": {"ids": nn.spec.Tensor((3, 7), "int32")}})
    vm = relax.VirtualMachine(tvm.compile(mod, target="llvm"), tvm.cpu())
    ids = np.array([[5, 3, 9, 0, 0, 0, 0], [1, 1, 1, 1, 1, 0, 0], [8, 0, 0, 0, 0, 0, 0]], "int32")
    got = vm["forward"](tvm.runtime.tensor(ids)).numpy()
    assert got.tolist() == [3, 5, 1]
