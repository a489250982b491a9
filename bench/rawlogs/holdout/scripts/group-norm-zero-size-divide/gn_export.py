# cause: group-norm-zero-size-divide
# expect: topi/nn/group_norm\.py[\s\S]*fb->value != 0 \(0 vs\. 0\) : Divide by zero
# capture: combined
# env: TVM_BACKTRACE=1
"""GroupNorm block exported through relax.frontend.nn; the spatial size comes from a crop that can be empty."""
import tvm
from tvm.relax.frontend import nn


class Block(nn.Module):
    def __init__(self, channels, groups):
        self.norm = nn.GroupNorm(num_groups=groups, num_channels=channels)

    def forward(self, x):
        return nn.op.silu(self.norm(x)) + x


def main():
    H = 0  # crop height after the border trim; 0 when the tile is smaller than the border
    spec = {"forward": {"x": nn.spec.Tensor((1, 8, H, 16), "float32")}}
    mod, params = Block(8, 4).export_tvm(spec)
    print(f"exported: {len(params)} params")
    for name, p in params:
        print(f"  {name}: {p.shape} {p.dtype}")
    mod.show()
    print("building for llvm ...", flush=True)
    ex = tvm.compile(mod, target="llvm")
    print("done", ex)


if __name__ == "__main__":
    main()
