# cause: torch_nearest_resize_coord_mode
# expect: Tensor-likes are not (close|equal)!
# capture: pytest-native
import torch
import torch.nn.functional as F
import tvm
from tvm import relax
from tvm.relax.frontend.torch import from_exported_program


class MaskResize(torch.nn.Module):
    """Resize a segmentation logit map down to the label resolution."""

    def forward(self, logits):
        return F.interpolate(logits, size=(5, 7), mode="nearest")


def test_mask_resize():
    torch.manual_seed(2)
    logits = torch.randn(2, 3, 8, 8)
    ep = torch.export.export(MaskResize(), (logits,))
    mod = from_exported_program(ep)
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    got = vm["main"](tvm.runtime.tensor(logits.numpy()))[0]
    torch.testing.assert_close(torch.from_numpy(got.numpy()), MaskResize()(logits))
