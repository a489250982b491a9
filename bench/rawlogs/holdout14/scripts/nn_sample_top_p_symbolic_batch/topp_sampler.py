# cause: nn_sample_top_p_symbolic_batch
# expect: TVM supports multiple types of integer divisions
import tvm
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op

class TopP(nn.Module):
    def forward(self, sorted_prob, sorted_idx, top_p, top_k, u):
        return op.sample_top_p_top_k_from_sorted_prob(sorted_prob, sorted_idx, top_p, top_k, u)

mod, _ = TopP().export_tvm(spec={"forward": {
    "sorted_prob": nn.spec.Tensor(["b", 32000], "float32"),
    "sorted_idx": nn.spec.Tensor(["b", 32000], "int32"),
    "top_p": nn.spec.Tensor(["b", 1], "float32"),
    "top_k": nn.spec.Tensor(["b", 1], "int32"),
    "u": nn.spec.Tensor(["b", 1], "float32")}})
