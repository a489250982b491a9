# cause: target-cli-string-removed
# expect: ValueError: Cannot parse target string "llvm -num-cores=2"
# capture: stderr
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Mod:
    @R.function
    def main(x: R.Tensor((8, 8), "float32")):
        return R.nn.softmax(x)


ex = tvm.compile(Mod, target="llvm -num-cores=2")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.zeros((8, 8), "float32"))))
