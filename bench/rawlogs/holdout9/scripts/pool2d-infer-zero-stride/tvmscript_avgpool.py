# cause: pool2d-infer-zero-stride
# expect: Check failed: pb->value != 0 \(0 vs\. 0\) : Divide by zero
# capture: combined
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R

@I.ir_module
class Net:
    @R.function
    def main(x: R.Tensor((8, 32, 16, 16), "float32")):
        with R.dataflow():
            a = R.nn.relu(x)
            b = R.nn.avg_pool2d(a, pool_size=[2, 2], strides=[0, 0])
            R.output(b)
        return b

ex = relax.build(Net, target="llvm")
