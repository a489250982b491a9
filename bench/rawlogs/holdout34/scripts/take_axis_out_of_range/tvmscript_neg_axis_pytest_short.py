# cause: take_axis_out_of_range
# expect: take
# capture: pytest-short
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R


def build(axis):
    @tvm.script.ir_module
    class Mod:
        @R.function
        def main(x: R.Tensor((2, 3, 4), "float32"), i: R.Tensor((2,), "int64")):
            with R.dataflow():
                y = R.take(x, i, axis=axis)
                R.output(y)
            return y
    return Mod


def test_take_negative_axes():
    x = np.random.default_rng(3).standard_normal((2, 3, 4)).astype("float32")
    i = np.array([1, 0], dtype="int64")
    for axis in [-1, -2, -4]:
        vm = relax.VirtualMachine(tvm.compile(build(axis), target="llvm"), tvm.cpu())
        got = vm["main"](tvm.runtime.tensor(x), tvm.runtime.tensor(i)).numpy()
        np.testing.assert_allclose(got, np.take(x, i, axis=axis))
