# cause: nn-tensor-unknown-shape-assert
# expect: _check_tensor[\s\S]*AssertionError
# capture: combined
import tvm
from tvm.relax.frontend import nn


class GLU(nn.Module):
    def forward(self, x: nn.Tensor):
        a, b = nn.op.split(x, 2, axis=0)
        print("a:", a.shape, "b:", b.shape)
        return nn.op.multiply(a, nn.op.sigmoid(b))


print("exporting GLU with dynamic batch")
mod, _ = GLU().export_tvm(spec={"forward": {"x": nn.spec.Tensor(("n", 32), "float16")}})
print(mod)
