# cause: int_mean_truncation
# expect: AssertionError
# capture: pytest-line
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R


def compile_std():
    @tvm.script.ir_module
    class Std:
        @R.function
        def main(x: R.Tensor((2, 5), "int32")):
            with R.dataflow():
                s = R.std(x, axis=[-1], keepdims=True)
                R.output(s)
            return s

    return relax.VirtualMachine(tvm.compile(Std, target="llvm"), tvm.cpu())


def test_pixel_std():
    vm = compile_std()
    px = np.array([[1, 2, 2, 4, 5], [3, 3, 4, 4, 4]], dtype="int32")
    got = vm["main"](tvm.runtime.tensor(px)).numpy()
    assert np.allclose(got, px.std(axis=-1, keepdims=True), rtol=1e-4), f"{got.ravel()} vs {px.std(axis=-1)}"
