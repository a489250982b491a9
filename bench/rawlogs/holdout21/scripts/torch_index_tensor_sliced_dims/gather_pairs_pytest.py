# cause: torch_index_tensor_sliced_dims
# expect: shape
# capture: pytest
import torch
import tvm
from tvm import relax
from tvm.relax.frontend.torch import from_exported_program


class PairScores(torch.nn.Module):
    """score[b, k] = sim[b, rows[k], cols[k]]"""

    def __init__(self):
        super().__init__()
        self.register_buffer("rows", torch.tensor([0, 1, 3]))
        self.register_buffer("cols", torch.tensor([2, 2, 0]))

    def forward(self, sim):
        return sim[:, self.rows, self.cols]


def test_pair_scores():
    sim = torch.randn(2, 4, 4)
    m = PairScores()
    ep = torch.export.export(m, (sim,))
    mod = from_exported_program(ep)
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    got = torch.from_numpy(vm["main"](tvm.runtime.tensor(sim.numpy()))[0].numpy())
    torch.testing.assert_close(got, m(sim))
