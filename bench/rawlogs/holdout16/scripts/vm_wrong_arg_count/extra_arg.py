# cause: vm_wrong_arg_count
# expect: Invoking function \w+ expects \d+ arguments
# capture: ipython
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Norm:
    @R.function
    def main(x: R.Tensor((2, 6), "float32")):
        y = R.nn.softmax(x, axis=-1)
        return y


vm = relax.VirtualMachine(tvm.compile(Norm, "llvm"), tvm.cpu())
x = tvm.runtime.tensor(np.random.rand(2, 6).astype("float32"))
temperature = tvm.runtime.tensor(np.array(0.7, "float32"))
print(vm["main"](x, temperature))
