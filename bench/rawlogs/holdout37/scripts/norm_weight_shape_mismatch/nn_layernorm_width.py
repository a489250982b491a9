# cause: norm_weight_shape_mismatch
# expect: layer_norm
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn


class MLPBlock(nn.Module):
    def __init__(self, d_in, d_hidden):
        self.fc = nn.Linear(d_in, d_hidden)
        self.norm = nn.LayerNorm(d_in)  # should normalize the hidden width

    def forward(self, x: nn.Tensor):
        return self.norm(self.fc(x))


def test_block_export_and_run():
    mod, params = MLPBlock(16, 48).export_tvm(spec={"forward": {"x": nn.spec.Tensor((4, 16), "float32")}})
    ex = tvm.compile(mod, target="llvm")
    assert ex is not None
