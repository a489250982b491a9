# cause: runtime_tensor_int4_copy_size
# expect: TensorCopyFromBytes: size mismatch
# capture: ipython
import ml_dtypes
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class W4A32:
    @R.function
    def main(x: R.Tensor((4, 32), "float32"), wq: R.Tensor((32, 16), "uint4"), s: R.Tensor((16,), "float32")):
        with R.dataflow():
            w = R.multiply(R.subtract(R.astype(wq, "float32"), R.const(8.0, "float32")), s)
            y = R.matmul(x, w)
            R.output(y)
        return y


wq = np.random.default_rng(0).integers(0, 16, size=(32, 16)).astype(ml_dtypes.uint4)
s = np.full((16,), 0.02, "float32")
x = np.ones((4, 32), "float32")
args = [tvm.runtime.tensor(x), tvm.runtime.tensor(wq), tvm.runtime.tensor(s)]
ex = tvm.compile(W4A32, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](*args))
