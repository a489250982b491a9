# cause: concat-shape-mismatch
# expect: Concat expects the input tensors to have the same shape on every dimension except
# env: TVM_BACKTRACE=1
# post: crlf
import tvm
from tvm import relax
from tvm.relax.frontend import nn

print(f"TVM version: {tvm.__version__}")

class Fusion(nn.Module):
    def forward(self, x: nn.Tensor, y: nn.Tensor):
        return nn.op.concat([x, y], dim=-1)


mod, params = Fusion().export_tvm(spec={"forward": {"x": nn.spec.Tensor((4, 16), "float32"), "y": nn.spec.Tensor((3, 8), "float32")}})

print("compiling ...", flush=True)
ex = tvm.compile(mod, target="llvm")
