# cause: plan-memory-if-branch-storage
# expect: Segfault encountered[\s\S]*AllocTensor
# post: truncate=0.6
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Quant:
    @R.function
    def main(sym: R.Tensor((), "bool"), x: R.Tensor((8, 8), "int32")) -> R.Tensor((8, 8), "int32"):
        if sym:
            a = R.right_shift(x, R.const(1, "int32"))
            b = R.left_shift(a, R.const(1, "int32"))
            y: R.Tensor((8, 8), "int32") = R.subtract(x, b)
        else:
            c = R.bitwise_and(x, R.const(255, "int32"))
            d = R.bitwise_xor(c, R.const(1, "int32"))
            y: R.Tensor((8, 8), "int32") = R.add(c, d)
        return y


vm = relax.VirtualMachine(tvm.compile(Quant, target="llvm"), tvm.cpu())
x = tvm.runtime.tensor(np.arange(64, dtype="int32").reshape(8, 8))
out = vm["main"](tvm.runtime.tensor(np.array(False)), x)
print(out.numpy())
