# cause: layernorm-zero-extent-div0
# expect: Divide by zero
# capture: stderr
from dataclasses import dataclass

import tvm
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import spec


@dataclass
class Config:
    hidden: int = 0  # filled from the checkpoint header; 0 when the header is missing
    seq: int = 8


class Block(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        self.norm = nn.LayerNorm(cfg.hidden)

    def forward(self, x: nn.Tensor):
        return self.norm(x)


cfg = Config()
mod, params = Block(cfg).export_tvm(spec={"forward": {"x": spec.Tensor([1, cfg.seq, cfg.hidden], "float32")}})
print("exported", [name for name, _ in params])
ex = tvm.compile(mod, target="llvm")
