# cause: user_vm_result_is_tuple
# expect: AttributeError: 'Array' object has no attribute
# capture: combined
# env: TVM_BACKTRACE=1
import torch
import tvm
from tvm import relax
from tvm.relax.frontend.torch import from_exported_program


class TwoHeads(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.a = torch.nn.Linear(4, 2)
        self.b = torch.nn.Linear(4, 3)

    def forward(self, x):
        return self.a(x), self.b(x)


m = TwoHeads().eval()
x = torch.randn(2, 4)
ex = tvm.compile(from_exported_program(torch.export.export(m, (x,))), target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
res = vm["main"](tvm.runtime.tensor(x.numpy()))
print(type(res), len(res))
logits_a = res.numpy()[0]
