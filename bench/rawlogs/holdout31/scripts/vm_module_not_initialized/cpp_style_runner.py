# cause: vm_module_not_initialized
# expect: Segfault encountered
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Gemm:
    @R.function
    def main(a: R.Tensor((4, 3), "float32"), b: R.Tensor((3, 2), "float32")):
        with R.dataflow():
            c = R.matmul(a, b)
            R.output(c)
        return c


ex = tvm.compile(Gemm, target="llvm")
lib = ex.jit()

# drive the VM module directly, the way the C++ deployment code does
vm_mod = lib["vm_load_executable"]()
main = vm_mod["main"]
a = np.ones((4, 3), dtype="float32")
b = np.ones((3, 2), dtype="float32")
print(main(a, b).numpy())
