# cause: tvm_fmod_legalize_bf16_fp8_buffer_dtype
# expect: dtype mismatch on BufferStore: buffer's dtype is `T\.uint8`
# capture: combined
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R

import ml_dtypes

@tvm.script.ir_module
class Mod:
    @R.function
    def main(x: R.Tensor((4,), "float8_e4m3fn")) -> R.Tensor((4,), "float8_e4m3fn"):
        y = R.mod(x, R.const(np.full((4,), 2.0, "float32").astype(ml_dtypes.float8_e4m3fn)))
        return y

ex = tvm.compile(Mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
a = np.array([1, 3, 5, 6], "float32").astype(ml_dtypes.float8_e4m3fn)
print(vm["main"](tvm.runtime.tensor(a)).numpy())
