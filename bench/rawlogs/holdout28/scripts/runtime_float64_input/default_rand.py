# cause: runtime_float64_input
# expect: expect Tensor with dtype float32 but get float64
# capture: stderr
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class Gelu:
    @R.function
    def main(x: R.Tensor(("n", "d"), "float32")):
        with R.dataflow():
            y = R.nn.gelu(x)
            R.output(y)
        return y


ex = tvm.compile(Gelu, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
x = np.random.rand(9, 33)
y = vm["main"](tvm.runtime.tensor(x))
print(y.numpy()[:2])
