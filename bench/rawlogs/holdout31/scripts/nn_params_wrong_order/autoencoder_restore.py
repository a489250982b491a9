# cause: nn_params_wrong_order
# expect: Mismatched encoder\.weight\.strides on argument #0 when calling
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn


class AutoEncoder(nn.Module):
    def __init__(self):
        self.encoder = nn.Linear(16, 4, bias=False)
        self.decoder = nn.Linear(4, 16, bias=False)

    def forward(self, x):
        return self.decoder(nn.tanh(self.encoder(x)))


mod, named = AutoEncoder().export_tvm({"forward": {"x": nn.spec.Tensor([8, 16], "float32")}})
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())

# weights come from a training script that saved the layers from the output side first
saved = [
    ("decoder.weight", np.random.default_rng(0).normal(0, 0.3, (16, 4)).astype("float32")),
    ("encoder.weight", np.random.default_rng(1).normal(0, 0.3, (4, 16)).astype("float32")),
]
weights = [w for _, w in saved]
x = np.random.default_rng(2).random((8, 16), dtype=np.float32)
recon = vm["forward"](x, *weights).numpy()
print("reconstruction mse", float(((recon - x) ** 2).mean()))
