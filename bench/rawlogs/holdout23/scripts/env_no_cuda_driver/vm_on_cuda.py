# cause: env_no_cuda_driver
# expect: CUDA runtime is not linked into this build
# capture: combined
# env: TVM_BACKTRACE=1
# post: truncate=0.45
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class LinearAct:
    @R.function
    def main(x: R.Tensor((8, 256), "float32"), w: R.Tensor((256, 256), "float32")):
        with R.dataflow():
            y = R.nn.gelu(R.matmul(x, w))
            R.output(y)
        return y


ex = tvm.compile(LinearAct, target=tvm.target.Target("nvidia/geforce-rtx-3080"))
print("compiled")
vm = relax.VirtualMachine(ex, tvm.cuda(0))
