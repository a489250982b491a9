# cause: fp16_reduction_accumulates_in_fp16
# expect: Not equal to tolerance
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op, spec


class RowSum(nn.Module):
    def forward(self, x: nn.Tensor):
        return op.sum(x, axis=-1)


def test_row_sum_fp16_matches_numpy():
    mod, _ = RowSum().export_tvm(spec={"forward": {"x": spec.Tensor(("rows", "cols"), "float16")}})
    vm = relax.VirtualMachine(tvm.compile(mod, target="llvm"), tvm.cpu())
    x = np.ones((4, 6000), dtype="float16")
    got = vm["forward"](tvm.runtime.tensor(x)).numpy()
    np.testing.assert_allclose(got.astype("float32"), x.astype("float32").sum(-1), rtol=1e-2)
