# cause: vm_input_shape_mismatch
# expect: match_cast error
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Clf:
    @R.function
    def main(x: R.Tensor((8, 10), "float32"), w: R.Tensor((10, 2), "float32")):
        with R.dataflow():
            y = R.nn.softmax(R.matmul(x, w), axis=-1)
            R.output(y)
        return y


def test_batch_of_one():
    ex = tvm.compile(Clf, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    x = np.zeros((1, 10), "float32")
    w = np.zeros((10, 2), "float32")
    vm["main"](tvm.runtime.tensor(x), tvm.runtime.tensor(w))
