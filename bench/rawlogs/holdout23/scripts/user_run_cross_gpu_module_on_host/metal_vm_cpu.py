# cause: user_run_cross_gpu_module_on_host
# expect: Metal runtime is not linked into this build
# capture: stderr
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Mod:
    @R.function
    def main(x: R.Tensor((4, 64), "float16"), w: R.Tensor((64, 64), "float16")):
        with R.dataflow():
            y = R.matmul(x, w)
            R.output(y)
        return y


ex = tvm.compile(Mod, target=tvm.target.Target("metal", host="llvm"))
# smoke-test the compiled artifact here on the linux build box before sending it to the mac
vm = relax.VirtualMachine(ex, tvm.cpu())
x = tvm.runtime.tensor(np.ones((4, 64), "float16"))
w = tvm.runtime.tensor(np.ones((64, 64), "float16"))
print(vm["main"](x, w))
