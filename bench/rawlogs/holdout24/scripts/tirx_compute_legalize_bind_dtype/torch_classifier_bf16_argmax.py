# cause: tirx_compute_legalize_bind_dtype
# expect: StructuralEqual\(\)\(value->ty, var->ty\)\) is false
# capture: combined
import torch
from torch.export import export
import tvm
from tvm import relax
from tvm.relax.frontend.torch import from_exported_program


class Predict(torch.nn.Module):
    def forward(self, logits):
        probs = torch.softmax(logits, dim=-1)
        return probs.argmax(dim=-1)


x = torch.randn(8, 10, dtype=torch.bfloat16)
ep = export(Predict().eval(), (x,))
mod = from_exported_program(ep)
print("imported, compiling for llvm")
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](tvm.runtime.tensor(x.float().numpy())))
