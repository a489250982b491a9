# cause: legacy_vm_profiler_api
# expect: TypeError: VirtualMachine\.__init__\(\) got an unexpected keyword argument 'profile'
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class ConvBlock:
    @R.function
    def main(x: R.Tensor((1, 8, 16, 16), "float32"), w: R.Tensor((8, 8, 3, 3), "float32")):
        with R.dataflow():
            y = R.nn.conv2d(x, w, padding=[1, 1])
            z = R.nn.relu(y)
            p = R.nn.avg_pool2d(z, pool_size=[2, 2], strides=[2, 2])
            R.output(p)
        return p


dev = tvm.cpu()
ex = tvm.compile(ConvBlock, target="llvm")
vm = relax.VirtualMachine(ex, dev, profile=True)
x = tvm.runtime.tensor(np.ones((1, 8, 16, 16), dtype="float32"))
w = tvm.runtime.tensor(np.full((8, 8, 3, 3), 0.01, dtype="float32"))
report = vm.profile("main", x, w)
print(report)
