# cause: llvm_max_min_drop_nan
# expect: nan location mismatch
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op, spec


class Act(nn.Module):
    def forward(self, x):
        return op.relu(x)


mod, _ = Act().export_tvm(spec={"forward": {"x": spec.Tensor(("n",), "float32")}})
vm = relax.VirtualMachine(tvm.compile(mod, target="llvm"), tvm.cpu())
x = np.array([-1.0, np.nan, 2.0, -np.inf, np.inf], dtype="float32")
y = vm["forward"](tvm.runtime.tensor(x)).numpy()
print("relu:", y)
np.testing.assert_allclose(y, np.maximum(x, 0))
