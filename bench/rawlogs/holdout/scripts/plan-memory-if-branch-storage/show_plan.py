# cause: plan-memory-if-branch-storage
# expect: R\.memory\.alloc_tensor\(storage[\s\S]*Segfault encountered[\s\S]*AllocTensor
# capture: combined
# env: TVM_BACKTRACE=1
"""Why does the else-branch crash? Dump the memory plan, then run it."""
import sys
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Select:
    @R.function
    def main(flag: R.Tensor((), "bool"), a: R.Tensor((16,), "float32"), b: R.Tensor((16,), "float32")):
        if flag:
            s = R.add(a, b)
            t = R.subtract(a, b)
            r = R.multiply(s, t)
            out: R.Tensor((16,), "float32") = r
        else:
            m = R.maximum(a, b)
            n = R.minimum(a, b)
            q = R.subtract(m, n)
            out: R.Tensor((16,), "float32") = q
        return out


T = relax.transform
planned = tvm.transform.Sequential(
    [T.LegalizeOps(), T.ToNonDataflow(), T.RemovePurityChecking(), T.CallTIRRewrite(), T.StaticPlanBlockMemory(),
     T.LowerAllocTensor(), T.KillAfterLastUse()]
)(Select)
print(planned["main"])
sys.stdout.flush()

ex = tvm.compile(Select, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
a = tvm.runtime.tensor(np.arange(16, dtype="float32"))
print("flag=False ->", flush=True)
print(vm["main"](tvm.runtime.tensor(np.array(False)), a, a))
