# cause: user_binary_operand_dtype_mismatch
# expect: Binary operators must have the same datatype
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R

@tvm.script.ir_module
class Mod:
    @R.function
    def main(x: R.Tensor((2, 4), "float16"), b: R.Tensor((4,), "float32")) -> R.Tensor((2, 4), "float16"):
        with R.dataflow():
            y = R.add(x, b)
            z = R.clip(y, 0, 6)
            R.output(z)
        return z

ex = tvm.compile(Mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.ones((2, 4), "float16")), tvm.runtime.tensor(np.ones(4, "float32"))).numpy())
