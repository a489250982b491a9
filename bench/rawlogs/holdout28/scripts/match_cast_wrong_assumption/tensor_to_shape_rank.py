# cause: match_cast_wrong_assumption
# expect: expect Shape with ndim 2 but get 3
# capture: combined
# target shape given as a tensor; we cast it to a 2-d shape
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class Dyn:
    @R.function
    def main(x: R.Tensor(("n",), "float32"), target: R.Tensor(("k",), "int64")):
        n = T.int64()
        a = T.int64()
        b = T.int64()
        s = R.tensor_to_shape(target)
        s2 = R.match_cast(s, R.Shape([a, b]))
        y = R.reshape(x, R.shape([a, b]))
        return y


Dyn.show()
vm = relax.VirtualMachine(tvm.compile(Dyn, target="llvm"), tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.ones(12, "float32")), tvm.runtime.tensor(np.array([3, 4]))).shape)
# caller switched to a 3-d target
print(vm["main"](tvm.runtime.tensor(np.ones(12, "float32")), tvm.runtime.tensor(np.array([2, 2, 3]))).shape)
