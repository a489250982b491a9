# cause: nn_multinomial_symbolic_batch
# expect: TVM supports multiple types of integer divisions
# capture: combined
# env: TVM_BACKTRACE=1
import logging
import tvm
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op

logging.basicConfig(level=logging.INFO)
class S(nn.Module):
    def forward(self, prob, u):
        return op.multinomial_from_uniform(prob, u)

logging.info("exporting sampler for vocab=%d", 128)
S().export_tvm(spec={"forward": {"prob": nn.spec.Tensor(["n", 128], "float16"), "u": nn.spec.Tensor(["n", 1], "float16")}})
