# cause: dlight_matmul_root_block
# expect: The function body is expected to be the root block
# capture: combined
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax, tirx
from tvm.s_tir import dlight as dl

from tvm.relax.frontend import nn

class Proj(nn.Module):
    def __init__(self):
        self.fc = nn.Linear(256, 256, bias=False)
    def forward(self, x):
        return self.fc(x)

mod, params = Proj().export_tvm(spec={"forward": {"x": nn.spec.Tensor([1, "seq", 256], "float32")}})
target = tvm.target.Target("cuda")
mod = relax.get_pipeline("default")(mod)
print("scheduling", len(mod.functions), "functions")
with target:
    mod = dl.ApplyDefaultSchedule(dl.gpu.Matmul())(mod)
