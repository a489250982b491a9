# cause: conv2d-stride-zero
# expect: FileNotFoundError[\s\S]*conv2d[\s\S]*Divide by zero
import traceback

import numpy as np
import tvm
from tvm.relax.frontend import nn


class PatchEmbed(nn.Module):
    def __init__(self, patch):
        self.patch = patch
        self.proj_w = nn.Parameter((96, 3, 4, 4), "float32")

    def forward(self, x: nn.Tensor):
        # patch embedding implemented by a strided convolution
        y = nn.op.conv2d(x, self.proj_w, stride=self.patch)
        return nn.op.permute_dims(y, [0, 2, 3, 1])


def load_weights(path):
    return dict(np.load(path))


try:
    weights = load_weights("checkpoints/patch_embed.npz")
except Exception:
    traceback.print_exc()
    print("warning: no checkpoint, continuing with random init")
    weights = None

model = PatchEmbed(patch=(0, 4))
mod, params = model.export_tvm(spec={"forward": {"x": nn.spec.Tensor((1, 3, 224, 224), "float32")}})
ex = tvm.compile(mod, target="llvm")
