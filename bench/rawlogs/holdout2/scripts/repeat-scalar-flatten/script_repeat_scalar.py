# cause: repeat-scalar-flatten
# expect: Index out of range
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Tiler:
    @R.function
    def main(s: R.Tensor((), "float16")):
        with R.dataflow():
            r = R.repeat(s, repeats=3)
            R.output(r)
        return r


print(Tiler)
ex = tvm.compile(Tiler, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.array(1.5, "float16"))))
