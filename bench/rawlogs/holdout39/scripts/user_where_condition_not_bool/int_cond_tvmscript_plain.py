# cause: user_where_condition_not_bool
# expect: note: run with `TVM_BACKTRACE=1`
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R

@tvm.script.ir_module
class Sel:
    @R.function
    def main(c: R.Tensor((4,), "int32"), a: R.Tensor((4,), "float32"), b: R.Tensor((4,), "float32")):
        return R.where(c, a, b)

ex = tvm.compile(Sel, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
c = np.array([1, 0, 1, 0], "int32")
print(vm["main"](tvm.runtime.tensor(c), tvm.runtime.tensor(np.ones(4, "float32")), tvm.runtime.tensor(np.zeros(4, "float32"))).numpy())
