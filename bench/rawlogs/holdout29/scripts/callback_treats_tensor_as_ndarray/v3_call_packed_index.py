# cause: callback_treats_tensor_as_ndarray
# expect: 'Tensor' object is not subscriptable
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

seen = []


@tvm.register_global_func("debug.record_first_row")
def record_first_row(t):
    seen.append(t[0])


@I.ir_module
class Probe:
    @R.function(pure=False)
    def main(x: R.Tensor((5, 5), "float32")):
        y = R.add(x, x)
        _ = R.call_packed("debug.record_first_row", y, ty_args=R.Tuple())
        return y


ex = tvm.compile(Probe, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print("calling main")
vm["main"](tvm.runtime.tensor(np.eye(5, dtype="float32")))
print(seen)
