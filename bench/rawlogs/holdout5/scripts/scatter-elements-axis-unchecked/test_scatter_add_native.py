# cause: scatter-elements-axis-unchecked
# expect: Index out of range
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Hist:
    @R.function
    def main(h: R.Tensor((2, 10), "float32"), b: R.Tensor((2, 4), "int64"), w: R.Tensor((2, 4), "float32")):
        with R.dataflow():
            y = R.scatter_elements(h, b, w, axis=4, reduction="add")
            R.output(y)
        return y


def test_histogram_accumulate():
    ex = tvm.compile(Hist, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    out = vm["main"](
        tvm.runtime.tensor(np.zeros((2, 10), "float32")),
        tvm.runtime.tensor(np.array([[0, 1, 1, 9]] * 2, "int64")),
        tvm.runtime.tensor(np.ones((2, 4), "float32")),
    )
    assert out.numpy()[0, 1] == 2
