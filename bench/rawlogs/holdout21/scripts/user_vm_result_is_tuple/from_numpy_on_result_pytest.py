# cause: user_vm_result_is_tuple
# expect: 'Array' object has no attribute 'numpy'
# capture: pytest
# env: TVM_BACKTRACE=1
import torch
import tvm
from tvm import relax
from tvm.relax.frontend.torch import from_exported_program


class Embed(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = torch.nn.Embedding(50, 8)

    def forward(self, ids):
        return self.emb(ids).mean(1)


def test_embedding_bag_mean():
    m = Embed().eval()
    ids = torch.randint(0, 50, (2, 7))
    ep = torch.export.export(m, (ids,))
    ex = tvm.compile(from_exported_program(ep), target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    got = vm["main"](tvm.runtime.tensor(ids.numpy()))
    torch.testing.assert_close(torch.from_numpy(got.numpy()), m(ids))
