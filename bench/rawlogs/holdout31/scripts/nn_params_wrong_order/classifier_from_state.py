# cause: nn_params_wrong_order
# expect: Mismatched fc\.weight\.ndim on argument #0 when calling
# capture: combined
# post: crlf
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn


class Classifier(nn.Module):
    def __init__(self):
        self.fc = nn.Linear(10, 3, bias=True)

    def forward(self, x):
        return nn.softmax(self.fc(x), axis=-1)


mod, named = Classifier().export_tvm({"forward": {"x": nn.spec.Tensor([5, 10], "float32")}})
print("exported params:", [n for n, _ in named])
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())

state = {
    "fc.bias": np.zeros(3, dtype="float32"),
    "fc.weight": np.random.default_rng(9).standard_normal((3, 10)).astype("float32"),
}
x = np.random.default_rng(10).standard_normal((5, 10)).astype("float32")
probs = vm["forward"](x, *state.values()).numpy()
print(probs.round(3))
