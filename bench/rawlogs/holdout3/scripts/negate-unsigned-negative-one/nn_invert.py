# cause: negate-unsigned-negative-one
# expect: negative[\s\S]*cannot make uint from negative value -1
import tvm
from tvm.relax.frontend import nn


class Invert(nn.Module):
    def forward(self, img: nn.Tensor):
        # 255 - x, written as negative(x) + 255 by a code generator
        return nn.op.add(nn.op.negative(img), nn.Tensor.from_scalar(255, "uint8"))


mod, _ = Invert().export_tvm(spec={"forward": {"img": nn.spec.Tensor((1, 64, 64, 3), "uint8")}})
ex = tvm.compile(mod, target="llvm")
