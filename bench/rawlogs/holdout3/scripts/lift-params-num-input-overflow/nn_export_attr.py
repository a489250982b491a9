# cause: lift-params-num-input-overflow
# expect: Segfault encountered
import tvm
from tvm import relax
from tvm.relax.frontend import nn


class MLP(nn.Module):
    def __init__(self):
        self.fc1 = nn.Linear(32, 64)
        self.fc2 = nn.Linear(64, 10)

    def forward(self, x: nn.Tensor):
        return self.fc2(nn.op.relu(self.fc1(x)))


mod, params = MLP().export_tvm(spec={"forward": {"x": nn.spec.Tensor((1, 32), "float32")}})
# "inputs" counted twice: once for the tensor, once for its gradient slot (copied from the training export)
n_inputs = 2 * (1 + len(params))
func = mod["forward"].with_attr("num_input", n_inputs)
mod["forward"] = func
mod = relax.transform.LiftTransformParams()(mod)
