# cause: memory_cfg_dict_str
# expect: Cannot convert from type `ffi\.SmallStr` to `int`
# capture: ipython
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn

RUNTIME_CFG = {"device": "cpu", "allocator": "naive", "batch": 1}


class TinyConv(nn.Module):
    def __init__(self):
        self.conv = nn.Conv2D(3, 8, kernel_size=3, padding=1, bias=True)

    def forward(self, x):
        return nn.relu(self.conv(x))


model = TinyConv()
mod, params = model.export_tvm(
    {"forward": {"x": nn.spec.Tensor([RUNTIME_CFG["batch"], 3, 16, 16], "float32")}}
)
ex = tvm.compile(mod, target="llvm")

dev = tvm.device(RUNTIME_CFG["device"], 0)
vm = relax.VirtualMachine(ex, dev, memory_cfg={dev: RUNTIME_CFG["allocator"]})

weights = [np.random.uniform(-0.1, 0.1, p.shape).astype(p.dtype) for _, p in params]
x = np.random.rand(1, 3, 16, 16).astype("float32")
print(vm["forward"](x, *weights).numpy().shape)
