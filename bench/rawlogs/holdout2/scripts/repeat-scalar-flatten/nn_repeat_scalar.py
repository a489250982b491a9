# cause: repeat-scalar-flatten
# expect: Index out of range\. size: 0, got index 0
import tvm
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op


class Broadcaster(nn.Module):
    def forward(self, temperature: nn.Tensor):
        return op.repeat(temperature, 4)


mod, _ = Broadcaster().export_tvm(spec={"forward": {"temperature": nn.spec.Tensor((), "float32")}})
tvm.compile(mod, target="llvm")
