# cause: matmul_k_mismatch_unchecked
# expect: AssertionError: attention output mismatch
# capture: stderr
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op, spec


class Ctx(nn.Module):
    def forward(self, p, v):
        return op.matmul(p, v)


mod, _ = Ctx().export_tvm({"forward": {"p": spec.Tensor(["q", "kv"], "float32"), "v": spec.Tensor(["t", 16], "float32")}})
vm = relax.VirtualMachine(tvm.compile(mod, target="llvm"), tvm.cpu())
p = np.full((2, 5), 0.2, "float32")
v = np.arange(7 * 16, dtype="float32").reshape(7, 16)  # cache not trimmed to kv length
out = vm["forward"](tvm.runtime.tensor(p), tvm.runtime.tensor(v)).numpy()
ref = p @ v[:5]
print("max abs diff", float(np.abs(out - ref).max()))
assert np.allclose(out, p @ v[2:]), "attention output mismatch"
