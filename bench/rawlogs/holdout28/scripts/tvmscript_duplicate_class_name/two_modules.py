# cause: tvmscript_duplicate_class_name
# expect: Invoking function main expects 1 arguments \(x\), but 2 arguments were provided
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


# first attempt, kept for reference
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 4), "float32")):
        with R.dataflow():
            y = R.add(x, x)
            R.output(y)
        return y


# projection with a weight
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 4), "float32"), w: R.Tensor((4, 8), "float32")):
        n = T.int64()
        with R.dataflow():
            y = R.matmul(x, w)
            R.output(y)
        return y


Module.show()
vm = relax.VirtualMachine(tvm.compile(Module, target="llvm"), tvm.cpu())
out = vm["main"](tvm.runtime.tensor(np.ones((3, 4), "float32")), tvm.runtime.tensor(np.ones((4, 8), "float32")))
print(out.shape)
