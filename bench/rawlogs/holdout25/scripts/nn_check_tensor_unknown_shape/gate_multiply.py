# cause: nn_check_tensor_unknown_shape
# expect: _check_tensor
# capture: ipython
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op, spec


class GLU(nn.Module):
    def __init__(self):
        self.up = nn.Linear(256, 512, bias=False)

    def forward(self, x: nn.Tensor, gate: nn.Tensor):
        return self.up(x) * op.sigmoid(gate)


glu = GLU()
for name, p in glu.named_parameters():
    print(f"{name:<12} {p.shape} {p.dtype}")
mod, params = glu.export_tvm(
    spec={"forward": {"x": spec.Tensor(("tokens", 256), "float32"), "gate": spec.Tensor(("n_gate", 512), "float32")}}
)
