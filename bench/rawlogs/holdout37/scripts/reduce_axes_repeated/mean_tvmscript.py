# cause: reduce_axes_repeated
# expect: non-repetitive
# capture: pytest-short
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R


def build():
    @tvm.script.ir_module
    class Stats:
        @R.function
        def main(x: R.Tensor((3, 5, 7), "float32")):
            with R.dataflow():
                m = R.mean(x, axis=[0, 2, 0], keepdims=True)
                R.output(m)
            return m

    return Stats


def test_mean_over_outer_axes():
    mod = build()
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    x = np.random.rand(3, 5, 7).astype("float32")
    out = vm["main"](tvm.runtime.tensor(x)).numpy()
    np.testing.assert_allclose(out, x.mean(axis=(0, 2), keepdims=True), rtol=1e-5)
