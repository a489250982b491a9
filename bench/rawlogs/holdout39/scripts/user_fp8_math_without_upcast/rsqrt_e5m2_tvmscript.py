# cause: user_fp8_math_without_upcast
# expect: requires the input tensor to have float dtype
# capture: combined
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R

import ml_dtypes

@tvm.script.ir_module
class Norm:
    @R.function
    def main(x: R.Tensor((2, 4), "float8_e5m2")) -> R.Tensor((2, 4), "float16"):
        with R.dataflow():
            s = R.rsqrt(x)
            y = R.astype(s, "float16")
            R.output(y)
        return y

ex = tvm.compile(Norm, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
a = np.full((2, 4), 4.0, "float32").astype(ml_dtypes.float8_e5m2)
print(vm["main"](tvm.runtime.tensor(a)).numpy())
