# cause: fp16_softmax_sum_in_fp16
# expect: Not equal to tolerance
# capture: ipython
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op, spec


class Temperature(nn.Module):
    def forward(self, logits: nn.Tensor, temp: nn.Tensor):
        return op.softmax(logits / temp, axis=-1)


mod, _ = Temperature().export_tvm(spec={"forward": {"logits": spec.Tensor((1, "vocab"), "float16"), "temp": spec.Tensor((1, 1), "float16")}})
vm = relax.VirtualMachine(tvm.compile(mod, "llvm"), tvm.cpu())
logits = np.zeros((1, 32000), "float16")
probs = vm["forward"](tvm.runtime.tensor(logits), tvm.runtime.tensor(np.full((1, 1), 0.7, "float16"))).numpy()
print("sum of probs:", probs.astype("float64").sum())
np.testing.assert_allclose(probs.astype("float64").sum(), 1.0, rtol=1e-2)
