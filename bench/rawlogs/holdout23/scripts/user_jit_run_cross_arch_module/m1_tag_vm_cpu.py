# cause: user_jit_run_cross_arch_module
# expect: Cannot run module, architecture mismatch
# capture: stderr
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Mod:
    @R.function
    def main(x: R.Tensor((4, 256), "float16"), w: R.Tensor((256, 256), "float16")):
        with R.dataflow():
            y = R.matmul(x, w)
            R.output(y)
        return y


ex = tvm.compile(Mod, target=tvm.target.Target("apple/m1-gpu"))
# smoke-test the compiled artifact here on the linux build box before sending it to the mac
vm = relax.VirtualMachine(ex, tvm.cpu())
x = tvm.runtime.tensor(np.ones((4, 256), "float16"))
w = tvm.runtime.tensor(np.ones((256, 256), "float16"))
print(vm["main"](x, w))
