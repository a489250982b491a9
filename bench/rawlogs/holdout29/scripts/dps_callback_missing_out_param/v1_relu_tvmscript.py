# cause: dps_callback_missing_out_param
# expect: takes 1 positional argument but 2 were given
# capture: stderr
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@tvm.register_global_func("ext.relu")
def relu(x):
    arr = x.numpy()
    return tvm.runtime.tensor(np.maximum(arr, 0))


@I.ir_module
class ReluModule:
    @R.function
    def main(x: R.Tensor((2, 16), "float32")):
        y = R.call_dps_packed("ext.relu", (x,), out_ty=R.Tensor((2, 16), "float32"))
        return y


ex = tvm.compile(ReluModule, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
data = np.linspace(-1, 1, 32, dtype="float32").reshape(2, 16)
out = vm["main"](tvm.runtime.tensor(data))
print(out.numpy())
