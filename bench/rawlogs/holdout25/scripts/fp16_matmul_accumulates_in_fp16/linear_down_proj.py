# cause: fp16_matmul_accumulates_in_fp16
# expect: Not equal to tolerance
# capture: pytest-short
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import spec

HIDDEN, INTER = 64, 4096


class DownProj(nn.Module):
    def __init__(self):
        self.down_proj = nn.Linear(INTER, HIDDEN, bias=False, dtype="float16")

    def forward(self, x):
        return self.down_proj(x)


def test_down_proj_fp16():
    mod, named_params = DownProj().export_tvm(spec={"forward": {"x": spec.Tensor(("seq", INTER), "float16")}})
    vm = relax.VirtualMachine(tvm.compile(mod, "llvm"), tvm.cpu())
    x = np.ones((2, INTER), "float16")
    w = np.ones((HIDDEN, INTER), "float16")
    out = vm["forward"](tvm.runtime.tensor(x), tvm.runtime.tensor(w)).numpy()
    np.testing.assert_allclose(out.astype("float32"), x.astype("float32") @ w.astype("float32").T, rtol=1e-2)
