# cause: layer-norm-zero-size-divide
# expect: _nn_layer_norm[\s\S]*Divide by zero
# capture: combined
# env: TVM_BACKTRACE=1
import sys

import tvm
from tvm import relax
from tvm.relax.frontend import nn


def build_module():
    class Block(nn.Module):
        def __init__(self, d: int):
            self.norm1 = nn.LayerNorm(d)
            self.act = nn.GELU()

        def forward(self, x: nn.Tensor):
            h = self.norm1(x)
            return self.act(h)


    mod, params = Block(0).export_tvm(spec={"forward": {"x": nn.spec.Tensor((2, 3, 0), "float32")}})
    return mod


def main():
    print("[1/3] constructing module", file=sys.stderr)
    mod = build_module()
    print(mod.script())
    print("compiling ...", flush=True)

    with tvm.target.Target("llvm"):
        mod = relax.get_pipeline("zero")(mod)


if __name__ == "__main__":
    main()
