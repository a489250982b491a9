# cause: user-nn-param-dtype-mismatch
# expect: group_norm
# capture: pytest-native
# post: crlf
from tvm.relax.frontend import nn


class UNetBlock(nn.Module):
    def __init__(self, ch):
        self.norm = nn.GroupNorm(num_groups=4, num_channels=ch)
        self.conv = nn.Conv2D(ch, ch, 3, padding=1, dtype="float16")

    def forward(self, x):
        return self.conv(self.norm(x))


def test_unet_block_fp16():
    UNetBlock(8).export_tvm({"forward": {"x": nn.spec.Tensor((1, 8, 16, 16), "float16")}})
