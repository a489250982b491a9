# cause: scan_axis_out_of_range
# expect: IndexError
# capture: pytest-line
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R


def test_cumprod_time_axis():
    @tvm.script.ir_module
    class Decay:
        @R.function
        def main(x: R.Tensor((5, 6), "float32")):
            with R.dataflow():
                c = R.cumprod(x, axis=-3)
                R.output(c)
            return c

    ex = tvm.compile(Decay, target="llvm")
    x = np.random.uniform(0.5, 1.0, (5, 6)).astype("float32")
    got = relax.VirtualMachine(ex, tvm.cpu())["main"](tvm.runtime.tensor(x)).numpy()
    np.testing.assert_allclose(got, np.cumprod(x, axis=0), rtol=1e-5)
