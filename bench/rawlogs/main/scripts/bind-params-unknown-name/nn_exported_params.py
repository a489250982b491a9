# cause: bind-params-unknown-name
# expect: bind_params\.cc[\s\S]*Function does not have parameter with name
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn

print(f"TVM version: {tvm.__version__}")

class Net(nn.Module):
    def __init__(self):
        self.fc = nn.Linear(4, 2)

    def forward(self, x: nn.Tensor):
        return self.fc(x)


mod, params = Net().export_tvm(spec={"forward": {"x": nn.spec.Tensor((1, 4), "float32")}})

print(mod.script())

mod = relax.transform.BindParams("forward", {'fc.w': np.ones((2, 4), 'float32')})(mod)
ex = tvm.compile(mod, target="llvm")
