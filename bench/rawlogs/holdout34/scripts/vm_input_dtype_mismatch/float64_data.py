# cause: vm_input_dtype_mismatch
# expect: expect Tensor with dtype float32 but get float64
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R

@tvm.script.ir_module
class Flip:
    @R.function
    def main(x: R.Tensor(("n", 3), "float32")):
        with R.dataflow():
            y = R.flip(x, axis=0)
            R.output(y)
        return y

vm = relax.VirtualMachine(tvm.compile(Flip, target="llvm"), tvm.cpu())
x = np.random.default_rng(0).random((4, 3))   # default dtype float64
np.testing.assert_allclose(vm["main"](tvm.runtime.tensor(x)).numpy(), np.flip(x, 0), rtol=1e-6)
