# cause: nn-groupnorm-no-affine
# expect: Found null pointer node
# capture: stderr
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import spec


class AudioNorm(nn.Module):
    def __init__(self):
        super().__init__()
        self.gn = nn.GroupNorm(num_groups=1, num_channels=64, affine=False)

    def forward(self, wav: nn.Tensor):
        return self.gn(wav, channel_axis=1, axes=[2])


mod, _ = AudioNorm().export_tvm(spec={"forward": {"wav": spec.Tensor([4, 64, 100], "float32")}}, debug=False)
