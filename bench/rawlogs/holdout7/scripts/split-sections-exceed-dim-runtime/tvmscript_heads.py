# cause: split-sections-exceed-dim-runtime
# expect: std::bad_alloc
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R


@tvm.script.ir_module
class Heads:
    @R.function
    def main(x: R.Tensor((1, 10, 6), "float32")):
        with R.dataflow():
            h = R.split(x, indices_or_sections=5, axis=2)
            a = h[0]
            R.output(a)
        return a


print(Heads)
ex = tvm.compile(Heads, "llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.ones((1, 10, 6), "float32"))).shape)
