# cause: legalize_full_nonfinite_primtype
# expect: TypeError: argument of type 'PrimType' is not iterable
# capture: pytest
# env: TVM_BACKTRACE=1
import torch
import tvm
from tvm import relax
from tvm.relax.frontend.torch import from_exported_program


class MaskedSoftmax(torch.nn.Module):
    def forward(self, scores, keep):
        neg = torch.full_like(scores, float("-inf"))
        return torch.where(keep, scores, neg).softmax(-1)


def test_masked_softmax():
    scores = torch.randn(2, 8)
    keep = scores > -0.5
    ep = torch.export.export(MaskedSoftmax(), (scores, keep))
    mod = from_exported_program(ep)
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    got = vm["main"](tvm.runtime.tensor(scores.numpy()), tvm.runtime.tensor(keep.numpy()))[0]
    torch.testing.assert_close(torch.from_numpy(got.numpy()), MaskedSoftmax()(scores, keep))
