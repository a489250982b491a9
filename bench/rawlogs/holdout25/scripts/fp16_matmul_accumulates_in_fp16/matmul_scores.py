# cause: fp16_matmul_accumulates_in_fp16
# expect: AssertionError
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op, spec


class Scores(nn.Module):
    def forward(self, a: nn.Tensor, b: nn.Tensor):
        return op.matmul(a, b)


mod, _ = Scores().export_tvm(spec={"forward": {"a": spec.Tensor(("m", "k"), "float16"), "b": spec.Tensor(("k", "n"), "float16")}})
vm = relax.VirtualMachine(tvm.compile(mod, target="llvm"), tvm.cpu())
rng = np.random.default_rng(42)
a = rng.uniform(0.5, 1.0, (8, 8192)).astype("float16")
b = rng.uniform(0.5, 1.0, (8192, 4)).astype("float16")
got = vm["forward"](tvm.runtime.tensor(a), tvm.runtime.tensor(b)).numpy().astype("float32")
ref = a.astype("float32") @ b.astype("float32")
print("relative error:", float(np.max(np.abs(got - ref) / np.abs(ref))))
np.testing.assert_allclose(got, ref, rtol=2e-2)
