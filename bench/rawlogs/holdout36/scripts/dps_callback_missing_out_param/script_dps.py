# cause: dps_callback_missing_out_param
# expect: takes 1 positional argument but 2 were given
# capture: stderr
import numpy as np
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R
import tvm_ffi

@tvm_ffi.register_global_func("demo.host_sigmoid")
def host_sigmoid(x):
    return tvm.runtime.tensor(1 / (1 + np.exp(-x.numpy())))

@tvm.script.ir_module
class Sig:
    @R.function
    def main(x: R.Tensor((2, 3), "float32")):
        y = R.call_dps_packed("demo.host_sigmoid", (x,), out_ty=R.Tensor((2, 3), "float32"))
        return y

ex = tvm.compile(Sig, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
vm["main"](tvm.runtime.tensor(np.zeros((2, 3), "float32")))
