# cause: tvm_torch_no_cdist_converter
# expect: _cdist_forward
# env: COLUMNS=100
import tvm  # noqa: F401  (import before installing the hook)
from rich.traceback import install

install(width=100, show_locals=False)

import torch
from torch.export import export

from tvm.relax.frontend.torch import from_exported_program


class KNN(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("bank", torch.randn(64, 32))

    def forward(self, q):
        d = torch.cdist(q, self.bank, p=2.0, compute_mode="donot_use_mm_for_euclid_dist")
        return torch.topk(-d, k=5, dim=-1).indices


def main():
    mod = from_exported_program(export(KNN().eval(), (torch.randn(4, 32),)))
    mod.show()


if __name__ == "__main__":
    main()
