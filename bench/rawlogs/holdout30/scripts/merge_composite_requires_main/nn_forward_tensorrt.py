# cause: merge_composite_requires_main
# expect: Cannot find global var "main" in the Module
# capture: stderr
import numpy as np
import tvm
from tvm import relax
from tvm.relax.backend.contrib.tensorrt import partition_for_tensorrt
from tvm.relax.frontend import nn

np.random.seed(0)


class SmallCNN(nn.Module):
    def __init__(self):
        self.conv1 = nn.Conv2D(3, 8, kernel_size=3, padding=1)
        self.conv2 = nn.Conv2D(8, 8, kernel_size=3, padding=1)

    def forward(self, x: nn.Tensor):
        return nn.relu(self.conv2(nn.relu(self.conv1(x))))


mod, params = SmallCNN().export_tvm(
    spec={"forward": {"x": nn.spec.Tensor((1, 3, 64, 64), "float32")}}
)
weights = {name: np.random.rand(*p.shape).astype(p.dtype) for name, p in params}
mod = relax.transform.BindParams("forward", weights)(mod)
mod = partition_for_tensorrt(mod)
for gv, func in mod.functions.items():
    if func.attrs is not None and "Codegen" in func.attrs:
        print(gv.name_hint, func.attrs["Codegen"])
