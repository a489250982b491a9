# cause: conv2d-negative-output-shape
# expect: _nn_conv2d[\s\S]*lead to negative output shape
import logging

import tvm
from tvm import relax
from tvm.relax.frontend import nn


def build_module():
    class Stem(nn.Module):
        def __init__(self):
            self.conv = nn.Conv2D(in_channels=3, out_channels=8, kernel_size=7, stride=2, bias=False)

        def forward(self, x: nn.Tensor):
            return self.conv(x)


    mod, params = Stem().export_tvm(spec={"forward": {"x": nn.spec.Tensor((1, 3, 5, 5), "float32")}})
    return mod


def main():
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    log = logging.getLogger("repro")
    log.info("starting build with tvm %s", tvm.__version__)

    mod = build_module()
    print(mod.script())
    print("compiling ...", flush=True)
    ex = tvm.compile(mod, target="llvm")


if __name__ == "__main__":
    main()
