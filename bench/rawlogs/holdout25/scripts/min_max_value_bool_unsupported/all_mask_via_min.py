# cause: min_max_value_bool_unsupported
# expect: Cannot decide max_value for type
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op, spec


class AllValid(nn.Module):
    def forward(self, valid: nn.Tensor):
        return op.min(valid, axis=[1, 2], keepdims=True)


print("exporting AllValid")
mod, _ = AllValid().export_tvm(spec={"forward": {"valid": spec.Tensor(("b", 16, "t"), "bool")}})
mod.show()
print("compiling for llvm")
ex = tvm.compile(mod, "llvm")
