# cause: reduce_axis_out_of_range
# expect: relax\.nn\.softmax.*out of range
# capture: ipython
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op


class Head(nn.Module):
    def __init__(self):
        self.proj = nn.Linear(16, 10)

    def forward(self, x: nn.Tensor):
        logits = self.proj(x)
        return op.softmax(logits, axis=2)


mod, params = Head().export_tvm(spec={"forward": {"x": nn.spec.Tensor((4, 16), "float32")}})
ex = tvm.compile(mod, target="llvm")
print("compiled")
