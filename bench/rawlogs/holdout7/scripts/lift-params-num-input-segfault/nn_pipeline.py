# cause: lift-params-num-input-segfault
# expect: Segfault encountered|Segmentation fault
# env: TVM_BACKTRACE=1
# post: truncate=0.6
import tvm
from tvm import relax
from tvm.relax.frontend import nn


class MLP(nn.Module):
    def __init__(self):
        self.fc = nn.Linear(8, 8)

    def forward(self, x):
        return nn.op.relu(self.fc(x))


mod, params = MLP().export_tvm({"forward": {"x": nn.spec.Tensor((1, 8), "float32")}})
func = mod["forward"].with_attr("num_input", 64)
mod["forward"] = func
seq = tvm.transform.Sequential([relax.transform.LegalizeOps(), relax.transform.LiftTransformParams()])
mod = seq(mod)
print(mod)
