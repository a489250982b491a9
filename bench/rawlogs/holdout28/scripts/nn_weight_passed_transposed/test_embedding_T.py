# cause: nn_weight_passed_transposed
# expect: Mismatched
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import spec


class Head(nn.Module):
    def __init__(self):
        self.lm_head = nn.Linear(64, 100, bias=False)

    def forward(self, h):
        return self.lm_head(h)


def test_tied_lm_head():
    mod, params = Head().export_tvm({"forward": {"h": spec.Tensor(["b", "s", 64], "float32")}})
    vm = relax.VirtualMachine(tvm.compile(mod, target="llvm"), tvm.cpu())
    emb = np.random.default_rng(0).standard_normal((100, 64)).astype("float32")
    # tie to the embedding table, transposed "to get (in, out)"
    logits = vm["forward"](tvm.runtime.tensor(np.zeros((1, 3, 64), "float32")), tvm.runtime.tensor(emb.T.copy()))
    assert logits.shape == (1, 3, 100)
