# cause: vm_input_dtype_mismatch
# expect: expect Tensor with dtype float32 but get float64
# capture: stderr
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Gemm:
    @R.function
    def main(a: R.Tensor((16, 32), "float32"), b: R.Tensor((32, 8), "float32")):
        with R.dataflow():
            c = R.matmul(a, b)
            R.output(c)
        return c


ex = tvm.compile(Gemm, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
a = tvm.runtime.tensor(np.random.rand(16, 32))
b = tvm.runtime.tensor(np.random.rand(32, 8))
print(vm["main"](a, b).numpy().sum())
