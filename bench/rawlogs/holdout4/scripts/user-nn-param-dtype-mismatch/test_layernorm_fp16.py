# cause: user-nn-param-dtype-mismatch
# expect: dtype T\.float32
# capture: pytest
import tvm
from tvm.relax.frontend import nn


class Block(nn.Module):
    def __init__(self, dim, dtype=None):
        self.ln = nn.LayerNorm(dim, dtype=dtype) if dtype else nn.LayerNorm(dim)

    def forward(self, x):
        return self.ln(x)


def test_fp32_block():
    Block(32).export_tvm({"forward": {"x": nn.spec.Tensor((2, 32), "float32")}})


def test_fp16_block():
    Block(32).export_tvm({"forward": {"x": nn.spec.Tensor((2, 32), "float16")}})
