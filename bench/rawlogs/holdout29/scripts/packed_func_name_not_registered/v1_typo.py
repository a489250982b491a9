# cause: packed_func_name_not_registered
# expect: Cannot find ffi::Function ext\.layer_norm
# capture: stderr
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@tvm.register_global_func("ext.layernorm")
def layernorm(x, out):
    v = x.numpy()
    out.copyfrom((v - v.mean(-1, keepdims=True)) / (v.std(-1, keepdims=True) + 1e-5))


@I.ir_module
class LN:
    @R.function
    def main(x: R.Tensor((2, 8), "float32")):
        y = R.call_dps_packed("ext.layer_norm", (x,), out_ty=R.Tensor((2, 8), "float32"))
        return y


ex = tvm.compile(LN, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.ones((2, 8), "float32"))).numpy())
