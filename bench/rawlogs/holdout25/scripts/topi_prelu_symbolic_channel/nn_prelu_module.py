# cause: topi_prelu_symbolic_channel
# expect: ValueError
# capture: ipython
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op, spec
from tvm.relax.frontend.nn.core import wrap_nested


class ChannelPReLU(nn.Module):
    def forward(self, x: nn.Tensor, slope: nn.Tensor):
        return wrap_nested(relax.op.nn.prelu(x._expr, slope._expr, axis=2), name="prelu")


mod, _ = ChannelPReLU().export_tvm(
    spec={"forward": {"x": spec.Tensor((2, 10, "feat"), "float32"), "slope": spec.Tensor(("feat",), "float32")}}
)
print(mod["forward"].script())
ex = tvm.compile(mod, target="llvm")
