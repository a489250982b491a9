# cause: global-var-name-not-found
# expect: Cannot find global var "decode"
# capture: combined
import tvm
from tvm import relax
from tvm.relax.frontend import nn


class Model(nn.Module):
    def __init__(self):
        self.embed = nn.Embedding(32, 16)

    def prefill(self, ids: nn.Tensor):
        return self.embed(ids)


mod, params = Model().export_tvm(spec={"prefill": {"ids": nn.spec.Tensor((1, 8), "int32")}})
print("functions:", sorted(gv.name_hint for gv in mod.get_global_vars()))
for name in ["prefill", "decode"]:
    f = mod[name]
    print(name, "->", len(f.params), "params")
