# cause: vm_function_name_wrong
# expect: Module has no function '\w+'
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn

class LM(nn.Module):
    def __init__(self):
        self.emb = nn.Embedding(16, 8)
    def prefill(self, ids):
        return self.emb(ids)
    def decode(self, ids):
        return self.emb(ids)

def test_prefill():
    spec = {"prefill": {"ids": nn.spec.Tensor(["s"], "int32")}, "decode": {"ids": nn.spec.Tensor([1], "int32")}}
    mod, params = LM().export_tvm(spec=spec)
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    ids = tvm.runtime.tensor(np.array([1, 2], "int32"))
    vm["forward"](ids, tvm.runtime.tensor(np.zeros((16, 8), "float32")))
