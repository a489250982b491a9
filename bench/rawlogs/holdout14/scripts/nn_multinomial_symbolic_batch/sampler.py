# cause: nn_multinomial_symbolic_batch
# expect: TVM supports multiple types of integer divisions
import tvm
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op

class Sampler(nn.Module):
    def forward(self, prob, u):
        return op.multinomial_from_uniform(prob, u)

mod, _ = Sampler().export_tvm(spec={"forward": {
    "prob": nn.spec.Tensor(["batch", 32000], "float32"),
    "u": nn.spec.Tensor(["batch", 1], "float32")}})
