# cause: cumsum_bool_llvm_codegen
# expect: CreateMul
# capture: combined
import numpy as np
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R

@tvm.script.ir_module
class AllTrueSoFar:
    @R.function
    def main(flags: R.Tensor((4, 6), "bool")) -> R.Tensor((4, 6), "bool"):
        with R.dataflow():
            r = R.cumprod(flags, axis=1)
            R.output(r)
        return r

ex = tvm.compile(AllTrueSoFar, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
f = np.random.rand(4, 6) > 0.2
out = vm["main"](tvm.runtime.tensor(f)).numpy()
np.testing.assert_array_equal(out, np.cumprod(f, axis=1).astype(bool))
