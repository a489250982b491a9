# cause: tensor_to_shape_float_input
# expect: arr->dtype.code == kDLInt
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Resize:
    @R.function
    def main(x: R.Tensor((12,), "float32"), target: R.Tensor((2,), "float32")):
        s = R.tensor_to_shape(target)
        y = R.reshape(x, s)
        return y


ex = tvm.compile(Resize, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
x = tvm.runtime.tensor(np.arange(12).astype("float32"))
target = tvm.runtime.tensor(np.array([3, 4], dtype="float32"))
print(vm["main"](x, target).shape)
