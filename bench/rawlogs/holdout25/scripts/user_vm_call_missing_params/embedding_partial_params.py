# cause: user_vm_call_missing_params
# expect: Invoking function forward expects
# capture: pytest-short
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op, spec


class TinyLM(nn.Module):
    def __init__(self):
        self.embed = nn.Embedding(100, 16)
        self.norm = nn.RMSNorm(16, -1, bias=False)
        self.head = nn.Linear(16, 100, bias=False)

    def forward(self, ids):
        return self.head(self.norm(self.embed(ids)))


def test_tiny_lm_logits_shape():
    mod, named = TinyLM().export_tvm(spec={"forward": {"ids": spec.Tensor((1, "seq"), "int32")}})
    vm = relax.VirtualMachine(tvm.compile(mod, "llvm"), tvm.cpu())
    weights = {name: tvm.runtime.tensor(np.random.rand(*[int(d) for d in p.shape]).astype(p.dtype)) for name, p in named}
    ids = tvm.runtime.tensor(np.array([[1, 2, 3]], "int32"))
    logits = vm["forward"](ids, weights["embed.weight"], weights["head.weight"])
    assert logits.numpy().shape == (1, 3, 100)
