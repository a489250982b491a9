# cause: fp16_softmax_sum_in_fp16
# expect: AssertionError
# capture: combined
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op, spec


class Attn(nn.Module):
    def forward(self, q: nn.Tensor, k: nn.Tensor):
        s = op.matmul(q, op.permute_dims(k, [0, 2, 1]))
        return op.softmax(s, axis=-1)


mod, _ = Attn().export_tvm(spec={"forward": {"q": spec.Tensor((1, "q_len", 8), "float16"), "k": spec.Tensor((1, "kv_len", 8), "float16")}})
vm = relax.VirtualMachine(tvm.compile(mod, target="llvm"), tvm.cpu())
q = np.zeros((1, 2, 8), "float16")
k = np.random.default_rng(1).standard_normal((1, 3000, 8)).astype("float16")
p = vm["forward"](tvm.runtime.tensor(q), tvm.runtime.tensor(k)).numpy().astype("float32")
print("row sums:", p.sum(-1))
np.testing.assert_allclose(p.sum(-1), np.ones((1, 2)), rtol=1e-2)
