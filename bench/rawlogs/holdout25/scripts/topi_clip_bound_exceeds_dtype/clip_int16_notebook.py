# cause: topi_clip_bound_exceeds_dtype
# expect: exceeds range of int16
# capture: notebook
# %%
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op, spec
from tvm.relax.frontend.nn.core import wrap_nested

# %%
class AudioClamp(nn.Module):
    def forward(self, pcm: nn.Tensor):
        return wrap_nested(relax.op.clip(pcm._expr, -40000, 40000), name="clamp")

mod, _ = AudioClamp().export_tvm(spec={"forward": {"pcm": spec.Tensor((1, "samples"), "int16")}})

# %%
vm = relax.VirtualMachine(tvm.compile(mod, "llvm"), tvm.cpu())
print(vm["forward"](tvm.runtime.tensor(np.zeros((1, 10), "int16"))))
