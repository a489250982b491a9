# cause: dyn_strided_slice_min_extent
# expect: CodeGenVM cannot emit this Relax operator directly
# capture: pytest-native
# env: TVM_BACKTRACE=1
import torch
import tvm
from tvm.relax.frontend.torch import from_exported_program


class FirstStepGate(torch.nn.Module):
    def forward(self, x):
        gate = torch.sigmoid(x[:, 0:1, :])
        return x * gate


def test_dynamic_time_gate():
    t = torch.export.Dim("t", min=2, max=1000)
    x = torch.randn(4, 30, 12)
    ep = torch.export.export(FirstStepGate(), (x,), dynamic_shapes={"x": {1: t}})
    mod = from_exported_program(ep)
    tvm.compile(mod, target="llvm")
