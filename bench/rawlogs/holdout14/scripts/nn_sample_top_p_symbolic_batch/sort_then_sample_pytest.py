# cause: nn_sample_top_p_symbolic_batch
# expect: TVM supports multiple types of integer divisions
# capture: pytest
import tvm
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op

class Gen(nn.Module):
    def forward(self, logits, top_p, top_k, u):
        prob = op.softmax(logits, axis=-1)
        sorted_prob, sorted_idx = op.sort(prob, axis=-1, descending=True), op.argsort(prob, axis=-1, descending=True)
        return op.sample_top_p_top_k_from_sorted_prob(sorted_prob, sorted_idx, top_p, top_k, u)

def test_generate_step():
    Gen().export_tvm(spec={"forward": {
        "logits": nn.spec.Tensor(["batch", 64], "float32"),
        "top_p": nn.spec.Tensor(["batch", 1], "float32"),
        "top_k": nn.spec.Tensor(["batch", 1], "int32"),
        "u": nn.spec.Tensor(["batch", 1], "float32")}})
