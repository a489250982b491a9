# cause: nn_spec_int_exported_as_shape
# expect: vm.builtin.check_shape_info
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op, spec


class CacheStep(nn.Module):
    def __init__(self):
        self.k_cache = nn.KVCache(16, [2, 8])

    def forward(self, k: nn.Tensor, total_len: int):
        self.k_cache.append(k)
        return self.k_cache.view(total_len)


mod, _ = CacheStep().export_tvm(spec={"forward": {"k": spec.Tensor((1, 2, 8), "float32"), "total_len": int}})
vm = relax.VirtualMachine(tvm.compile(mod, "llvm"), tvm.cpu())
state = vm["_initialize_effect"]()
k = tvm.runtime.tensor(np.ones((1, 2, 8), "float32"))
for step in range(1, 4):
    out, state = vm["forward"](k, step, *state)
    print(step, out.numpy().shape)
