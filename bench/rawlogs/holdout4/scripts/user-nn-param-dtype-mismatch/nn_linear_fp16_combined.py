# cause: user-nn-param-dtype-mismatch
# expect: Binary operators must have the same datatype for both operands
# capture: combined
import tvm
from tvm.relax.frontend import nn


class MLP(nn.Module):
    def __init__(self):
        self.up = nn.Linear(16, 64, bias=False)
        self.down = nn.Linear(64, 16, bias=False)

    def forward(self, x):
        return self.down(nn.op.silu(self.up(x)))


model = MLP()
for name, p in model.named_parameters():
    print(f"{name}: shape={list(p.shape)} dtype={p.dtype}")
print("exporting with float16 activations ...")
mod, _ = model.export_tvm({"forward": {"x": nn.spec.Tensor((4, 16), "float16")}})
