# cause: legalize_requires_known_shape
# expect: CodeGenVM cannot emit this Relax operator directly
# capture: stderr
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@tvm.register_global_func("host.load_bias")
def load_bias(x):
    return tvm.runtime.tensor(np.full(x.shape, 0.5, "float32"))


@I.ir_module
class AddBias:
    @R.function(pure=False)
    def main(x: R.Tensor((4, 8), "float32")):
        b = R.call_packed("host.load_bias", x, ty_args=(R.Tensor))
        y = R.add(x, b)
        return y


ex = tvm.compile(AddBias, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.ones((4, 8), "float32"))).numpy())
