# cause: vm-entry-name-typo
# expect: Module has no function 'Main'
# capture: stderr
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Model:
    @R.function
    def main(x: R.Tensor((2, 8), "float32"), w: R.Tensor((8, 8), "float32")) -> R.Tensor((2, 8), "float32"):
        with R.dataflow():
            h = R.matmul(x, w)
            o = R.nn.gelu(h)
            R.output(o)
        return o


ex = tvm.compile(Model, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
x = tvm.runtime.tensor(np.random.rand(2, 8).astype("float32"))
w = tvm.runtime.tensor(np.random.rand(8, 8).astype("float32"))
out = vm["Main"](x, w)
print(out.numpy())
