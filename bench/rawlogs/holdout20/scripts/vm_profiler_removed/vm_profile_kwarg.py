# cause: vm_profiler_removed
# expect: unexpected keyword argument 'profile'
# capture: stderr
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R
np.random.seed(0)


@I.ir_module
class Net:
    @R.function
    def main(x: R.Tensor((1, 3, 64, 64), "float32"), w: R.Tensor((16, 3, 3, 3), "float32")):
        with R.dataflow():
            y = R.nn.relu(R.nn.conv2d(x, w, padding=1))
            z = R.nn.max_pool2d(y, pool_size=[2, 2], strides=[2, 2])
            R.output(z)
        return z


ex = tvm.compile(Net, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu(), profile=True)
x = tvm.runtime.tensor(np.random.rand(1, 3, 64, 64).astype("float32"))
w = tvm.runtime.tensor(np.random.rand(16, 3, 3, 3).astype("float32"))
report = vm.profile("main", x, w)
print(report)
