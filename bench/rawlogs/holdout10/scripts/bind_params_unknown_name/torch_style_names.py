# cause: bind_params_unknown_name
# expect: Function does not have parameter with name
# capture: combined
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T

from tvm.relax.frontend import nn

class Lin(nn.Module):
    def __init__(self):
        self.fc = nn.Linear(4, 2)
    def forward(self, x):
        return self.fc(x)

mod, params = Lin().export_tvm({"forward": {"x": nn.spec.Tensor((1, 4), "float32")}})
print([n for n, _ in params])
state = {"fc.weight_": np.ones((2, 4), "float32"), "fc.bias": np.zeros((2,), "float32")}
mod = relax.transform.BindParams("forward", state)(mod)
