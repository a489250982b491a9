# cause: vm_input_shape_mismatch
# expect: expect Tensor with ndim 4 but get 3
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

@I.ir_module
class Cls:
    @R.function
    def main(x: R.Tensor((1, 3, 8, 8), "float32")):
        with R.dataflow():
            y = R.mean(x, axis=[2, 3])
            R.output(y)
        return y

def test_classify():
    vm = relax.VirtualMachine(tvm.compile(Cls, "llvm"), tvm.cpu())
    img = np.random.RandomState(1).rand(3, 8, 8).astype("float32")
    vm["main"](tvm.runtime.tensor(img))
