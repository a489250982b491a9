# cause: recursion_base_case_off_by_one
# expect: Mismatched elements
# capture: stderr
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Pow:
    @R.function
    def apply(k: R.Tensor((), "int32"), x: R.Tensor((3,), "float32")) -> R.Tensor((3,), "float32"):
        cls = Pow
        stop = R.equal(k, R.const(1, "int32"))
        if stop:
            r = x
        else:
            r = cls.apply(R.subtract(k, R.const(1, "int32")), R.multiply(x, R.const(2.0, "float32")))
        return r


ex = tvm.compile(Pow, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
x = np.ones(3, "float32")
k = 4
out = vm["apply"](tvm.runtime.tensor(np.array(k, "int32")), tvm.runtime.tensor(x)).numpy()
# doubling k times
np.testing.assert_allclose(out, x * 2 ** k)
