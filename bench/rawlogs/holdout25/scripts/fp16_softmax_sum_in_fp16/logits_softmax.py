# cause: fp16_softmax_sum_in_fp16
# expect: Not equal to tolerance
# capture: pytest
import numpy as np
import pytest
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op, spec


class Head(nn.Module):
    def forward(self, logits: nn.Tensor):
        return op.softmax(logits, axis=-1)


@pytest.fixture(scope="module")
def vm():
    mod, _ = Head().export_tvm(spec={"forward": {"logits": spec.Tensor(("batch", "vocab"), "float16")}})
    return relax.VirtualMachine(tvm.compile(mod, "llvm"), tvm.cpu())


def test_uniform_logits_give_uniform_probs(vm):
    logits = np.zeros((2, 8000), "float16")
    probs = vm["forward"](tvm.runtime.tensor(logits)).numpy().astype("float32")
    np.testing.assert_allclose(probs, np.full_like(probs, 1 / 8000), rtol=1e-2)
