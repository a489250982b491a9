# cause: callback_treats_tensor_as_ndarray
# expect: unsupported operand type\(s\) for \+: 'Tensor' and 'int'
# capture: stderr
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@tvm.register_global_func("cb.add_bias")
def add_bias(x, out):
    out.copyfrom(x + 1)


@I.ir_module
class Bias:
    @R.function
    def main(x: R.Tensor((4, 8), "float32")):
        y = R.call_dps_packed("cb.add_bias", (x,), out_ty=R.Tensor((4, 8), "float32"))
        return y


ex = tvm.compile(Bias, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.zeros((4, 8), "float32"))).numpy())
