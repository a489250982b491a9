# cause: pool-stride-zero
# expect: pb->value != 0 \(0 vs\. 0\) : Divide by zero
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Good:
    @R.function
    def main(x: R.Tensor((1, 2, 6, 6), "float32")):
        with R.dataflow():
            y = R.nn.max_pool2d(x, pool_size=(2, 2), strides=(2, 2))
            R.output(y)
        return y


def test_good_pool():
    ex = relax.build(Good, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    out = vm["main"](tvm.runtime.tensor(np.zeros((1, 2, 6, 6), "float32")))
    assert out.numpy().shape == (1, 2, 3, 3)


def test_pool_parsed_with_zero_stride():
    @I.ir_module
    class Bad:
        @R.function
        def main(x: R.Tensor((1, 2, 6, 6), "float32")):
            with R.dataflow():
                y = R.nn.max_pool2d(x, pool_size=(2, 2), strides=(0, 2))
                R.output(y)
            return y

    relax.build(Bad, target="llvm")
