# cause: tile-negative-repeats-runtime
# expect: std::bad_alloc
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn


class Tiler(nn.Module):
    def forward(self, x):
        return nn.op.wrap_nested(relax.op.tile(x._expr, (1, -1)), name="tile")


mod, _ = Tiler().export_tvm({"forward": {"x": nn.spec.Tensor((2, 8), "float32")}})
ex = tvm.compile(mod, "llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
vm["forward"](tvm.runtime.tensor(np.zeros((2, 8), "float32")))
