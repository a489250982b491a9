# cause: topk_k_exceeds_axis
# expect: AssertionError
# capture: pytest-short
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op


class Beam(nn.Module):
    def __init__(self, beam):
        self.beam = beam

    def forward(self, logp: nn.Tensor):
        return op.topk(logp, k=self.beam, axis=-1, ret_type="both", largest=True, dtype="int32")


def test_beam_candidates():
    beam, vocab = 5, 4
    mod, _ = Beam(beam).export_tvm(spec={"forward": {"logp": nn.spec.Tensor((1, vocab), "float32")}})
    vm = relax.VirtualMachine(tvm.compile(mod, target="llvm"), tvm.cpu())
    logp = np.log(np.array([[0.1, 0.2, 0.3, 0.4]], "float32"))
    vals, idx = vm["forward"](tvm.runtime.tensor(logp))
    vals = vals.numpy()
    assert np.all(np.diff(vals, axis=-1) <= 0), "beam scores not sorted"
