# cause: layernorm-zero-extent
# expect: tvm\.error\.InternalError: Check failed: fb->value != 0 \(0 vs\. 0\) : Divide by zero
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn


class Block(nn.Module):
    def __init__(self, dim):
        self.norm = nn.LayerNorm(dim)
        self.proj = nn.Linear(dim, 4)

    def forward(self, x):
        return self.proj(self.norm(x))


def main():
    import traceback
    try:
        # old export spec kept the input under the wrong name
        Block(8).export_tvm({"forward": {"inp": nn.spec.Tensor((3, 8), "float32")}})
    except Exception:
        traceback.print_exc()
        print("retrying with the argument named x", flush=True)
    for dim in (8, 0):
        print(f"--- exporting Block(dim={dim})", flush=True)
        mod, params = Block(dim).export_tvm({"forward": {"x": nn.spec.Tensor((3, dim), "float32")}})
        print("params:", [name for name, _ in params], flush=True)
        ex = tvm.compile(mod, target="llvm")
        print("compiled ok", flush=True)


main()
