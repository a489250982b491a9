# cause: contrib-sort-dtype
# expect: Unsupported input dtype
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op as F


class SortQ(nn.Module):
    def forward(self, x):
        return F.sort(x, axis=-1)


def test_sorted_quantized_logits():
    mod, _ = SortQ().export_tvm({"forward": {"x": nn.spec.Tensor((1, 8), "int8")}})
    vm = relax.VirtualMachine(tvm.compile(mod, target="llvm"), tvm.cpu())
    x = np.array([[5, -3, 7, 0, 1, -8, 2, 2]], dtype="int8")
    got = vm["forward"](tvm.runtime.tensor(x)).numpy()
    np.testing.assert_array_equal(got, np.sort(x, axis=-1))
