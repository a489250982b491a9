# cause: nn_sample_top_p_symbolic_batch
# expect: TVM supports multiple types of integer divisions
# capture: combined
# env: TVM_BACKTRACE=1
# post: crlf
import tvm
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op

class TopP(nn.Module):
    def forward(self, sp, si, p, k, u):
        return op.sample_top_p_top_k_from_sorted_prob(sp, si, p, k, u)

print("building sampler ...")
TopP().export_tvm(spec={"forward": {
    "sp": nn.spec.Tensor(["n", 50], "float16"), "si": nn.spec.Tensor(["n", 50], "int64"),
    "p": nn.spec.Tensor(["n", 1], "float16"), "k": nn.spec.Tensor(["n", 1], "int64"),
    "u": nn.spec.Tensor(["n", 1], "float16")}})
