# cause: merge_composite_requires_main
# expect: Cannot find global var \"main\" in the Module
# capture: notebook
import tvm
from tvm import relax
from tvm.relax.dpl import is_op, wildcard
from tvm.relax.frontend import nn

# %%
class Block(nn.Module):
    def __init__(self):
        self.norm = nn.RMSNorm(128, axes=-1)
        self.fc = nn.Linear(128, 128, bias=False)

    def forward(self, x: nn.Tensor):
        return self.fc(self.norm(x)) + x


mod, params = Block().export_tvm(spec={"forward": {"x": nn.spec.Tensor((4, 128), "float32")}})

# %%
proj = is_op("relax.matmul")(wildcard(), is_op("relax.permute_dims")(wildcard()))
residual = is_op("relax.add")(proj, wildcard())
patterns = [("mylib.proj_residual", residual), ("mylib.proj", proj)]
offload = tvm.transform.Sequential(
    [
        relax.transform.FuseOpsByPattern(patterns, bind_constants=False),
        relax.transform.MergeCompositeFunctions(),
    ],
    name="mylib_partition",
)

# %%
mod = offload(mod)
mod.show()
