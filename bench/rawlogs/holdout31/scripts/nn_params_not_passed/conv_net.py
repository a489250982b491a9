# cause: nn_params_not_passed
# expect: Invoking function forward expects 5 arguments \(x, conv1\.weight, conv1\.bias, conv2\.weight, conv2\.bias\), but 2 arguments were provided
# capture: ipython
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn


class Net(nn.Module):
    def __init__(self):
        self.conv1 = nn.Conv2D(1, 4, kernel_size=3, padding=1)
        self.conv2 = nn.Conv2D(4, 1, kernel_size=3, padding=1)

    def forward(self, x):
        return self.conv2(nn.relu(self.conv1(x)))


mod, named_params = Net().export_tvm({"forward": {"x": nn.spec.Tensor([1, 1, 8, 8], "float32")}})
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())

rng = np.random.default_rng(4)
params = {name: tvm.runtime.tensor(rng.normal(0, 0.1, p.shape).astype("float32")) for name, p in named_params}
x = tvm.runtime.tensor(rng.random((1, 1, 8, 8), dtype=np.float32))
out = vm["forward"](x, params)
print(out.numpy()[0, 0, :2, :2])
