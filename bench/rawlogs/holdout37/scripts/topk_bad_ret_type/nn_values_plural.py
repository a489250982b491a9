# cause: topk_bad_ret_type
# expect: Unsupported ret type
# capture: ipython
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op


class Sampler(nn.Module):
    def forward(self, probs: nn.Tensor):
        top = op.topk(probs, k=4, axis=-1, ret_type="vals")
        return op.sum(top, axis=-1)


mod, _ = Sampler().export_tvm(spec={"forward": {"probs": nn.spec.Tensor((2, 32), "float32")}})
ex = tvm.compile(mod, target="llvm")
