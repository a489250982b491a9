# cause: return_value_not_matching_annotation
# expect: Error
# capture: ipython
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Sh:
    @R.function
    def main(x: R.Tensor((3, 5), "float32")) -> R.Tensor((2,), "int64"):
        s = R.shape_of(x)
        return s


ex = tvm.compile(Sh, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
out = vm["main"](tvm.runtime.tensor(np.zeros((3, 5), "float32")))
np.testing.assert_array_equal(out.numpy(), [3, 5])
