# cause: permute_dims_duplicate_axes
# expect: the input axes is required to be non-repetitive
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R

@tvm.script.ir_module
class T4:
    @R.function
    def main(x: R.Tensor((2, 3, 4, 5), "float32")):
        with R.dataflow():
            y = R.permute_dims(x, axes=[0, 3, 1, 1])
            R.output(y)
        return y

vm = relax.VirtualMachine(tvm.compile(T4, target="llvm"), tvm.cpu())
x = np.zeros((2, 3, 4, 5), "float32")
print(vm["main"](tvm.runtime.tensor(x)).numpy().shape)
