# cause: user_extern_func_not_registered
# expect: Cannot find ffi::Function my_kernels\.rotary_embed
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op, spec


class Rope(nn.Module):
    def forward(self, q: nn.Tensor):
        return op.extern("my_kernels.rotary_embed", [q, 10000.0], nn.Tensor.placeholder(q.shape, q.dtype))


mod, _ = Rope().export_tvm(spec={"forward": {"q": spec.Tensor((1, "s", 8, 64), "float32")}})
vm = relax.VirtualMachine(tvm.compile(mod, "llvm"), tvm.cpu())
q = np.random.rand(1, 5, 8, 64).astype("float32")
print(vm["forward"](tvm.runtime.tensor(q)).numpy().shape)
