# cause: dps_out_copyfrom_shape_mismatch
# expect: array shape do not match the shape of Tensor \(3, 2\) vs \(2, 3\)
# capture: stderr
import numpy as np
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R
import tvm_ffi

@tvm_ffi.register_global_func("demo.dps_t")
def dps_t(x, out):
    out.copyfrom(x.numpy().T)

@tvm.script.ir_module
class T2:
    @R.function
    def main(x: R.Tensor((2, 3), "float32")):
        y = R.call_dps_packed("demo.dps_t", (x,), out_ty=R.Tensor((2, 3), "float32"))
        return y

ex = tvm.compile(T2, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
vm["main"](tvm.runtime.tensor(np.ones((2, 3), "float32")))
