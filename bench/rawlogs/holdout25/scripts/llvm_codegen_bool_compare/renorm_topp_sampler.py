# cause: llvm_codegen_bool_compare
# expect: Invalid operand types for FCmp instruction
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op, spec

VOCAB = 32


class Sampler(nn.Module):
    def renorm(self, probs: nn.Tensor, top_p: nn.Tensor, top_k: nn.Tensor):
        sorted_probs = op.sort(probs, axis=-1, descending=True)
        return op.renormalize_top_p_top_k_prob(probs, sorted_probs, top_p, top_k)


mod, _ = Sampler().export_tvm(
    spec={
        "renorm": {
            "probs": spec.Tensor(("batch", VOCAB), "float32"),
            "top_p": spec.Tensor(("batch", 1), "float32"),
            "top_k": spec.Tensor(("batch", 1), "int32"),
        }
    }
)
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
p = np.random.dirichlet(np.ones(VOCAB), size=2).astype("float32")
out = vm["renorm"](tvm.runtime.tensor(p), tvm.runtime.tensor(np.full((2, 1), 0.9, "float32")),
                   tvm.runtime.tensor(np.full((2, 1), 5, "int32")))
print(out.numpy())
