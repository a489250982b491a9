# cause: user_vm_input_dtype_mismatch
# expect: expect Tensor with dtype bfloat16 but get float32
# capture: ipython
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Bf16Gemm:
    @R.function
    def main(x: R.Tensor((4, 64), "bfloat16"), w: R.Tensor((64, 16), "bfloat16")):
        with R.dataflow():
            y = R.matmul(x, w, out_dtype="float32")
            R.output(y)
        return y


ex = tvm.compile(Bf16Gemm, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
x = np.random.randn(4, 64).astype("float32")
w = np.random.randn(64, 16).astype("float32")
y = vm["main"](tvm.runtime.tensor(x), tvm.runtime.tensor(w)).numpy()
np.testing.assert_allclose(y, x @ w, rtol=2e-2, atol=2e-1)
