# cause: vm_input_shape_mismatch
# expect: ErrorContext\(fn=forward
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op


class Probs(nn.Module):
    def forward(self, logits: nn.Tensor):
        return op.softmax(logits, axis=-1)


def test_single_example():
    mod, _ = Probs().export_tvm(spec={"forward": {"logits": nn.spec.Tensor((1, 5), "float32")}})
    vm = relax.VirtualMachine(tvm.compile(mod, target="llvm"), tvm.cpu())
    logits = np.array([2.0, 1.0, 0.1, -1.0, 0.5], dtype="float32")  # forgot [None]
    got = vm["forward"](tvm.runtime.tensor(logits)).numpy()
    e = np.exp(logits - logits.max())
    np.testing.assert_allclose(got[0], e / e.sum(), rtol=1e-5)
