# cause: vm-argument-shape-mismatch
# expect: CheckTensorInfo|MatchShape|ErrorContext\(fn=\w+, loc=param
# post: truncate=0.60
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class Module:
    @R.function
    def main(a: R.Tensor(("n", 4), dtype="float32"), b: R.Tensor(("n", 4), dtype="float32")):
        n = T.int64()
        with R.dataflow():
            c = R.multiply(a, b)
            R.output(c)
        return c


mod = Module

ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
a_nd = tvm.runtime.tensor(np.ones((3, 4), 'float32'))
b_nd = tvm.runtime.tensor(np.ones((5, 4), 'float32'))
result = vm["main"](a_nd, b_nd)
print(result.numpy())
