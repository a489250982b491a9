# cause: min_max_value_bool_unsupported
# expect: Cannot decide min_value for type
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op, spec


class AnyFinished(nn.Module):
    def forward(self, finished: nn.Tensor):
        return op.max(finished, axis=-1)   # any() over the beam


mod, _ = AnyFinished().export_tvm(spec={"forward": {"finished": spec.Tensor(("batch", "beam"), "bool")}})
ex = tvm.compile(mod, target="llvm")
