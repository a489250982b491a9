# cause: tvm_torch_index_none_arange_broadcast
# expect: index_tensor: cannot broadcast index shapes
# post: truncate=0.5
import logging
import sys

logging.basicConfig(
    level=logging.INFO,
    stream=sys.stderr,
    format="%(asctime)s %(levelname)-7s [%(threadName)s] %(name)s: %(message)s",
)
log = logging.getLogger("mlplat.frontend")

import torch
from torch.export import export

import tvm
from tvm.relax.frontend.torch import from_exported_program


class PatchEmbed(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.unfold = torch.nn.Unfold(kernel_size=(4, 4), stride=4)
        self.proj = torch.nn.Linear(3 * 16, 64)

    def forward(self, x):
        p = self.unfold(x).transpose(1, 2)
        return self.proj(p)


def main():
    ep = export(PatchEmbed().eval(), (torch.randn(2, 3, 32, 32),))
    mod = from_exported_program(ep)
    return tvm.compile(mod, target="llvm")


if __name__ == "__main__":
    log.info("job patch-embed starting")
    try:
        main()
    except Exception:
        log.exception("job patch-embed failed")
        sys.exit(2)
    log.info("job patch-embed done")
