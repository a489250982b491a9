# cause: executable_called_without_vm
# expect: AttributeError: Module has no function 'main'
import numpy as np
import tvm
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Pool:
    @R.function
    def main(x: R.Tensor((1, 4, 8, 8), "float32")):
        with R.dataflow():
            y = R.nn.max_pool2d(x, pool_size=[2, 2], strides=[2, 2])
            R.output(y)
        return y


ex = tvm.compile(Pool, target="llvm")
x = np.random.default_rng(0).random((1, 4, 8, 8), dtype=np.float32)
y = ex(x)
print(y.numpy().shape)
