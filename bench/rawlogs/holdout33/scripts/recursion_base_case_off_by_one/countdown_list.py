# cause: recursion_base_case_off_by_one
# expect: AssertionError
# capture: combined
# post: crlf
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Decay:
    @R.function
    def decay(steps: R.Tensor((), "int64"), w: R.Tensor((2, 2), "float32")) -> R.Tensor((2, 2), "float32"):
        cls = Decay
        last = R.equal(steps, R.const(1, "int64"))
        w2 = R.multiply(w, R.const(0.5, "float32"))
        if last:
            r = w
        else:
            r = cls.decay(R.subtract(steps, R.const(1, "int64")), w2)
        return r


ex = tvm.compile(Decay, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
w = np.full((2, 2), 16.0, "float32")
out = vm["decay"](tvm.runtime.tensor(np.array(3, "int64")), tvm.runtime.tensor(w)).numpy()
print("decayed:", out.ravel())
assert np.allclose(out, w * 0.5 ** 3), "three decay steps expected"
