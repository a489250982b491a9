# cause: unary-float-op-int-input
# expect: requires the input tensor to have float dtype
import tvm
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op


class Norm(nn.Module):
    def forward(self, counts: nn.Tensor):
        return op.sqrt(counts)


mod, _ = Norm().export_tvm(spec={"forward": {"counts": nn.spec.Tensor((32,), "int32")}})
tvm.compile(mod, target="llvm")
