# cause: resize-zero-output-size
# expect: test_resize_to_empty_width[\s\S]*Divide by zero
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Upsample:
    @R.function
    def main(x: R.Tensor((1, 3, 8, 8), "float32")):
        with R.dataflow():
            y = R.image.resize2d(x, R.shape([16, 16]), method="nearest_neighbor")
            R.output(y)
        return y


@I.ir_module
class Squash:
    @R.function
    def main(x: R.Tensor((1, 3, 8, 8), "float32")):
        with R.dataflow():
            y = R.image.resize2d(x, R.shape([8, 0]), method="nearest_neighbor")
            R.output(y)
        return y


def _run(mod):
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    return vm["main"](tvm.runtime.tensor(np.ones((1, 3, 8, 8), "float32"))).numpy()


def test_upsample():
    assert _run(Upsample).shape == (1, 3, 16, 16)


def test_resize_to_empty_width():
    assert _run(Squash).shape == (1, 3, 8, 0)
