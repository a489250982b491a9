# cause: tvm_torch_index_put_short_indices
# expect: IndexPut requires the number of index tensors \(1\) to match
# env: COLUMNS=100
import tvm  # noqa: F401  (import before installing the hook)
from rich.traceback import install

install(width=100, show_locals=False)

import torch
from torch.export import export

import tvm
from tvm.relax.frontend.torch import from_exported_program


class BanTokens(torch.nn.Module):
    def forward(self, logits, banned):
        out = logits.clone()
        out[banned] = -1e4
        return out


def main():
    ep = export(BanTokens().eval(), (torch.randn(6, 10), torch.tensor([0, 3])))
    mod = from_exported_program(ep)
    return tvm.compile(mod, target="llvm")


if __name__ == "__main__":
    main()
