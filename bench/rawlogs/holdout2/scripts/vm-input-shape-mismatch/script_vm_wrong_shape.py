# cause: vm-input-shape-mismatch
# expect: match_cast error,\s+shape\[\d\] mismatch to specified constant
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Linear:
    @R.function
    def main(x: R.Tensor((4, 16), "float32"), w: R.Tensor((16, 8), "float32")):
        with R.dataflow():
            y = R.matmul(x, w)
            R.output(y)
        return y


ex = tvm.compile(Linear, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
x = np.random.rand(4, 16).astype("float32")
w = np.random.rand(8, 16).astype("float32")  # forgot to transpose
out = vm["main"](tvm.runtime.tensor(x), tvm.runtime.tensor(w))
print(out.numpy())
