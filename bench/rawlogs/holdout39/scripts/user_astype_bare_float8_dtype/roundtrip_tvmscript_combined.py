# cause: user_astype_bare_float8_dtype
# expect: do not support T\.float8
# capture: combined
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R

@tvm.script.ir_module
class RT:
    @R.function
    def main(x: R.Tensor((2, 2), "float16")) -> R.Tensor((2, 2), "float16"):
        with R.dataflow():
            q = R.astype(x, "float8")
            y = R.astype(q, "float16")
            R.output(y)
        return y

ex = tvm.compile(RT, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.ones((2, 2), "float16"))).numpy())
