# cause: tvm_isnan_isinf_no_bf16_fp8_lowering
# expect: not supported for finiteness ops
# capture: combined
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R

import ml_dtypes

@tvm.script.ir_module
class Clean:
    @R.function
    def main(x: R.Tensor((2, 3), "bfloat16")) -> R.Tensor((2, 3), "bfloat16"):
        with R.dataflow():
            bad = R.isinf(x)
            y = R.where(bad, R.const(0, "bfloat16"), x)
            R.output(y)
        return y

ex = tvm.compile(Clean, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
a = np.array([[1, np.inf, 2], [-np.inf, 3, 4]], "float32").astype(ml_dtypes.bfloat16)
print(vm["main"](tvm.runtime.tensor(a)).numpy())
