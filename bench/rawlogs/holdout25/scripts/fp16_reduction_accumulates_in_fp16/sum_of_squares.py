# cause: fp16_reduction_accumulates_in_fp16
# expect: Mismatched elements
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op, spec


class Energy(nn.Module):
    def forward(self, frames: nn.Tensor):
        return op.sum(frames * frames, axis=1, keepdims=True)


mod, _ = Energy().export_tvm(spec={"forward": {"frames": spec.Tensor(("n", 5120), "float16")}})
vm = relax.VirtualMachine(tvm.compile(mod, "llvm"), tvm.cpu())
frames = np.full((3, 5120), 0.5, dtype="float16")
energy = vm["forward"](tvm.runtime.tensor(frames)).numpy()
print("energy:", energy.ravel())
expected = (frames.astype(np.float32) ** 2).sum(axis=1, keepdims=True)
print("expected:", expected.ravel())
np.testing.assert_allclose(energy.astype(np.float32), expected, rtol=1e-3)
