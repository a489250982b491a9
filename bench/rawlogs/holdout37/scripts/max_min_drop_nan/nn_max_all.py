# cause: max_min_drop_nan
# expect: AssertionError
# capture: ipython
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op


class Peak(nn.Module):
    def forward(self, act: nn.Tensor):
        return op.max(act, axis=None)


mod, _ = Peak().export_tvm(spec={"forward": {"act": nn.spec.Tensor((2, 8), "float32")}})
vm = relax.VirtualMachine(tvm.compile(mod, target="llvm"), tvm.cpu())
act = np.linspace(-1, 1, 16, dtype="float32").reshape(2, 8)
act[1, 3] = np.nan  # a diverged activation must be reported as nan
peak = vm["forward"](tvm.runtime.tensor(act)).numpy()
print("peak:", peak, "numpy:", np.max(act))
assert np.isnan(peak), "nan was swallowed by the max reduction"
