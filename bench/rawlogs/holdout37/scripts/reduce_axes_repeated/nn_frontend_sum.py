# cause: reduce_axes_repeated
# expect: non-repetitive
# capture: combined
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op


class Spread(nn.Module):
    """Per-sample spread over (H, W) -- axes come from a config in NCHW and NHWC terms."""

    def __init__(self, spatial_axes):
        self.spatial_axes = spatial_axes

    def forward(self, x: nn.Tensor):
        s = op.sum(x, axis=self.spatial_axes, keepdims=False)
        return s


mod, _ = Spread([2, 3, -1]).export_tvm(spec={"forward": {"x": nn.spec.Tensor((2, 3, 8, 8), "float32")}})
print("exported")
ex = tvm.compile(mod, target="llvm")
x = np.random.rand(2, 3, 8, 8).astype("float32")
out = relax.VirtualMachine(ex, tvm.cpu())["forward"](tvm.runtime.tensor(x)).numpy()
np.testing.assert_allclose(out, x.sum(axis=(2, 3)), rtol=1e-5)
