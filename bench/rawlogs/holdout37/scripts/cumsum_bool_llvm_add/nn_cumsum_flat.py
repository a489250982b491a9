# cause: cumsum_bool_llvm_add
# expect: codegen_llvm
# capture: combined
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op


class Rank(nn.Module):
    def forward(self, x: nn.Tensor):
        pos = op.greater(x, op.zeros(x.shape, dtype="float32"))
        return op.cumsum(pos, axis=None)


mod, _ = Rank().export_tvm(spec={"forward": {"x": nn.spec.Tensor((4, 4), "float32")}})
ex = tvm.compile(mod, target="llvm")
