# cause: torch_select_negative_index
# expect: Tensor-likes are not close!
# capture: pytest-short
import torch
import tvm
from tvm import relax
from tvm.relax.frontend.torch import from_exported_program


class LastOfStack(torch.nn.Module):
    def forward(self, hidden_states):
        # hidden_states: (num_layers, batch, dim) -> last layer
        return hidden_states[-1] * 2.0


def test_last_layer():
    torch.manual_seed(5)
    hs = torch.randn(4, 3, 8)
    ep = torch.export.export(LastOfStack(), (hs,))
    mod = from_exported_program(ep)
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    got = torch.from_numpy(vm["main"](tvm.runtime.tensor(hs.numpy()))[0].numpy())
    torch.testing.assert_close(got, LastOfStack()(hs))
