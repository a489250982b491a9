# cause: match_cast_wrong_static_dim
# expect: ErrorContext\(match_cast
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R, tirx as T, ir as I

@I.ir_module
class Model:
    @R.function
    def main(x: R.Tensor(ndim=2, dtype="float32")):
        n = T.int64()
        with R.dataflow():
            y = R.match_cast(x, R.Tensor((n, 8), "float32"))
            z = R.sum(y, axis=[1])
            R.output(z)
        return z

ex = tvm.compile(Model, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.ones((5, 16), "float32"))))
