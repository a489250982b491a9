# cause: llvm_fp16_inverse_trig_intrinsic
# expect: unknown intrinsic .*tirx\.(sinh|cosh)
# capture: combined
import tvm
from tvm import relax
from tvm.relax.frontend import nn


class Hyper(nn.Module):
    def forward(self, x: nn.Tensor):
        return nn.op.wrap_nested(relax.op.sinh(x._expr), name="sinh")


mod, _ = Hyper().export_tvm(spec={"forward": {"x": nn.spec.Tensor((4, 4), "float16")}})
print(mod["forward"].params)
tvm.compile(mod, target="llvm")
