# cause: topi_slice_scatter_symbolic_dim
# expect: topi/slice_scatter\.py
# capture: notebook
# %%
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op, spec
from tvm.relax.frontend.nn.core import wrap_nested

# %%
class PromptWriter(nn.Module):
    def forward(self, buf: nn.Tensor, prompt: nn.Tensor):
        return wrap_nested(relax.op.slice_scatter(buf._expr, prompt._expr, 0, 4, 1, axis=1), "write")

mod, _ = PromptWriter().export_tvm(spec={"forward": {"buf": spec.Tensor((1, "max_len"), "int32"), "prompt": spec.Tensor((1, 4), "int32")}})

# %%
ex = tvm.compile(mod, "llvm")
