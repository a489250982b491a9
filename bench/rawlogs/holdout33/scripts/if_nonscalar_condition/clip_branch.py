# cause: if_nonscalar_condition
# expect: AssertionError
# capture: ipython
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Clip:
    @R.function
    def main(x: R.Tensor((5,), "float32")):
        big = R.greater(x, R.const(1.0, "float32"))
        if big:
            y = R.ones(R.shape([5]), "float32")
        else:
            y = x
        return y


ex = tvm.compile(Clip, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
x = np.array([0.5, 2.0, -1.0, 3.0, 0.0], "float32")
out = vm["main"](tvm.runtime.tensor(x)).numpy()
assert np.allclose(out, np.minimum(x, 1.0)), f"clip mismatch: got {out}, want {np.minimum(x, 1.0)}"
