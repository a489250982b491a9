# cause: pool_window_larger_than_input
# expect: negative dimensions are not allowed
# capture: combined
import numpy as np
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R

@tvm.script.ir_module
class Avg:
    @R.function
    def main(x: R.Tensor((2, 4, 6, 6), "float32")):
        with R.dataflow():
            y = R.nn.avg_pool2d(x, pool_size=[8, 8], strides=[1, 1])
            R.output(y)
        return y

ex = tvm.compile(Avg, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
a = np.random.rand(2, 4, 6, 6).astype("float32")
res = vm["main"](tvm.runtime.tensor(a)).numpy()
