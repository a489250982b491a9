# cause: sort-rank0-runtime-crash
# expect: Segfault encountered
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op


class Top(nn.Module):
    def forward(self, score):
        s = op.sum(score)
        return op.sort(s) if hasattr(op, "sort") else nn.op.wrap_nested(relax.op.sort(s._expr), name="sorted")


mod, _ = Top().export_tvm({"forward": {"score": nn.spec.Tensor((8,), "float32")}})
ex = tvm.compile(mod, "llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print("running")
print(vm["forward"](tvm.runtime.tensor(np.arange(8, dtype="float32"))))
