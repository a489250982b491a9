# cause: resize-align-corners-unit-output
# expect: get_inx[\s\S]*Divide by zero
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn


class GlobalContext(nn.Module):
    """Squeeze the map to 1x1 with an align_corners resize, like the PyTorch original."""

    def forward(self, x: nn.Tensor):
        g = nn.op.interpolate(x, size=(1, 1), mode="bilinear", align_corners=True)
        return nn.op.add(x, g)


mod, _ = GlobalContext().export_tvm(spec={"forward": {"x": nn.spec.Tensor((1, 32, 16, 16), "float32")}})
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["forward"](tvm.runtime.tensor(np.ones((1, 32, 16, 16), "float32"))).numpy().mean())
