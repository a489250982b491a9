# cause: contrib-sort-negative-axis-segv
# expect: Segfault encountered
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op as F


class Ranker(nn.Module):
    def forward(self, score):
        return F.sort(score)


mod, _ = Ranker().export_tvm({"forward": {"score": nn.spec.Tensor((), "float32")}})
mod.show()
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print("running forward()", flush=True)
out = vm["forward"](tvm.runtime.tensor(np.array(1.0, "float32")))
print("sorted:", out)
