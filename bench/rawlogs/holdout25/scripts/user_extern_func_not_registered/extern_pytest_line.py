# cause: user_extern_func_not_registered
# expect: Cannot find ffi::Function
# capture: pytest-line
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op, spec


class Dequant(nn.Module):
    def forward(self, packed: nn.Tensor, scale: nn.Tensor):
        return op.extern("ext.q4_dequantize", [packed, scale], nn.Tensor.placeholder((packed.shape[0], 64), "float16"))


def test_q4_dequant():
    mod, _ = Dequant().export_tvm(spec={"forward": {"packed": spec.Tensor(("rows", 8), "uint32"), "scale": spec.Tensor(("rows", 1), "float16")}})
    vm = relax.VirtualMachine(tvm.compile(mod, "llvm"), tvm.cpu())
    out = vm["forward"](tvm.runtime.tensor(np.zeros((2, 8), "uint32")), tvm.runtime.tensor(np.ones((2, 1), "float16")))
    assert out.numpy().shape == (2, 64)
