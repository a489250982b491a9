# cause: contrib_sort_dtype_unsupported
# expect: Unsupported input dtype: int16
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op, spec


class Rank(nn.Module):
    def forward(self, scores: nn.Tensor):
        return op.argsort(scores, axis=-1, descending=False, dtype="int32")


def test_rank_int16_scores():
    mod, _ = Rank().export_tvm(spec={"forward": {"scores": spec.Tensor(("n",), "int16")}})
    vm = relax.VirtualMachine(tvm.compile(mod, "llvm"), tvm.cpu())
    s = np.array([30, -2, 7, 1000], "int16")
    np.testing.assert_array_equal(vm["forward"](tvm.runtime.tensor(s)).numpy(), np.argsort(s))
