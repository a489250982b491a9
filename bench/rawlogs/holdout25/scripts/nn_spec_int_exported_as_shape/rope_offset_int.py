# cause: nn_spec_int_exported_as_shape
# expect: Expected `ffi.Object` but got `int`
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op, spec


class PosBias(nn.Module):
    def forward(self, x: nn.Tensor, offset: int):
        pos = op.arange(0, x.shape[1], dtype="float32") + op.full((1,), 1.0, "float32")
        return x + op.reshape(pos, (1, x.shape[1], 1)) * 0.01 + op.zeros((1, 1, 1), "float32")


print("export")
mod, _ = PosBias().export_tvm(spec={"forward": {"x": spec.Tensor((1, "seq", 4), "float32"), "offset": spec.Int()}})
print(mod["forward"].script())
vm = relax.VirtualMachine(tvm.compile(mod, "llvm"), tvm.cpu())
print("run")
print(vm["forward"](tvm.runtime.tensor(np.zeros((1, 3, 4), "float32")), 7).numpy())
