# cause: rms-norm-zero-size-divide
# expect: topi/nn/rms_norm\.py[\s\S]*Divide by zero
# capture: combined
# env: TVM_BACKTRACE=1
"""Tiny attention block with QK-norm, as in the config of our distilled checkpoint."""
import dataclasses

import tvm
from tvm.relax.frontend import nn


@dataclasses.dataclass
class Config:
    hidden_size: int = 48
    num_heads: int = 64  # copied from the teacher config
    seq_len: int = 16

    @property
    def head_dim(self):
        return self.hidden_size // self.num_heads


class QKNorm(nn.Module):
    def __init__(self, cfg: Config):
        self.cfg = cfg
        self.q_proj = nn.Linear(cfg.hidden_size, cfg.num_heads * cfg.head_dim, bias=False)
        self.q_norm = nn.RMSNorm(cfg.num_heads * cfg.head_dim, axes=-1, bias=False)

    def forward(self, x: nn.Tensor):
        q = self.q_proj(x)
        return self.q_norm(q)


cfg = Config()
print("config:", cfg, "head_dim =", cfg.head_dim)
model = QKNorm(cfg)
mod, named_params = model.export_tvm(
    spec={"forward": {"x": nn.spec.Tensor((1, cfg.seq_len, cfg.hidden_size), "float32")}}
)
print("exported", [n for n, _ in named_params])
ex = tvm.compile(mod, target="llvm")
print("compiled")
