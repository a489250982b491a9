# cause: tir_negative_unsigned
# expect: cannot make uint from negative value -1
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op, spec


class Invert(nn.Module):
    def forward(self, pixels: nn.Tensor):
        return op.negative(pixels)


mod, _ = Invert().export_tvm(spec={"forward": {"pixels": spec.Tensor((1, "h", "w", 3), "uint8")}})
ex = tvm.compile(mod, target="llvm")
