# cause: dps_callback_output_not_written
# expect: AssertionError
# capture: stderr
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@tvm.register_global_func("cb.square")
def square(x, out):
    v = x.numpy()
    out = tvm.runtime.tensor(v * v)
    return out


@I.ir_module
class Sq:
    @R.function
    def main(x: R.Tensor((4, 4), "float32")):
        y = R.call_dps_packed("cb.square", (x,), out_ty=R.Tensor((4, 4), "float32"))
        z = R.add(y, R.const(1.0, "float32"))
        return z


ex = tvm.compile(Sq, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
x = np.arange(1, 17, dtype="float32").reshape(4, 4)
got = vm["main"](tvm.runtime.tensor(x)).numpy()
expected = x * x + 1
assert np.allclose(got, expected), "callback result does not match numpy reference"
print("ok")
