# cause: params-float64-from-numpy
# expect: dtype float32 but get float64
# capture: pytest-short
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Model:
    @R.function
    def main(x: R.Tensor((3, 3), "float32")) -> R.Tensor((3, 3), "float32"):
        return R.nn.softmax(x, axis=-1)


def test_softmax_rows_sum_to_one():
    ex = tvm.compile(Model, target="llvm")
    ex.export_library("softmax.so")
    vm = relax.VirtualMachine(tvm.runtime.load_module("softmax.so"), tvm.cpu())
    x = np.linspace(-1, 1, 9).reshape(3, 3)
    out = vm["main"](tvm.runtime.tensor(x)).numpy()
    np.testing.assert_allclose(out.sum(-1), np.ones(3), rtol=1e-5)
