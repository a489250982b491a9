# cause: vm_input_dtype_mismatch
# expect: expect Tensor with dtype
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R, ir as I

@I.ir_module
class Sel:
    @R.function
    def main(c: R.Tensor(("n",), "bool"), a: R.Tensor(("n",), "float32")):
        with R.dataflow():
            r = R.where(c, a, R.zeros_like(a))
            R.output(r)
        return r

def test_select():
    ex = tvm.compile(Sel, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    c = np.array([1, 0, 1, 1], dtype="int8")
    a = np.arange(4, dtype="float32")
    vm["main"](tvm.runtime.tensor(c), tvm.runtime.tensor(a))
