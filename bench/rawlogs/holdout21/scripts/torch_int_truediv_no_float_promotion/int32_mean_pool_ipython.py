# cause: torch_int_truediv_no_float_promotion
# expect: Mismatched elements
# capture: ipython
import numpy as np
import torch
import tvm
from tvm import relax
from tvm.relax.frontend.torch import from_exported_program


class TokenLengthNorm(torch.nn.Module):
    def forward(self, token_ids, lengths):
        # average token id per sequence, lengths is int32
        return token_ids.sum(dim=1, dtype=torch.int32) / lengths


ids = torch.randint(0, 100, (4, 7), dtype=torch.int32)
lengths = torch.tensor([7, 5, 3, 6], dtype=torch.int32)
ep = torch.export.export(TokenLengthNorm(), (ids, lengths))
mod = from_exported_program(ep)
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
out = vm["main"](tvm.runtime.tensor(ids.numpy()), tvm.runtime.tensor(lengths.numpy()))[0].numpy()
np.testing.assert_allclose(out, TokenLengthNorm()(ids, lengths).numpy(), rtol=1e-6)
