# cause: power_bf16_isfloattype
# expect: power only applies to float
# capture: pytest-native
import tvm
from tvm import relax
from tvm.relax.frontend import nn


class Gamma(nn.Module):
    def forward(self, img: nn.Tensor, g: nn.Tensor):
        return nn.op.wrap_nested(relax.op.power(img._expr, g._expr), name="gamma")


mod, _ = Gamma().export_tvm(spec={"forward": {"img": nn.spec.Tensor((1, 3, 8, 8), "bfloat16"),
                                              "g": nn.spec.Tensor((1,), "bfloat16")}})
mod.show()
tvm.compile(mod, target="llvm")
