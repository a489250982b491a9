# cause: reduce_axis_out_of_range
# expect: relax\.max
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R


@tvm.script.ir_module
class RowMax:
    @R.function
    def main(x: R.Tensor((8, 10), "float32")):
        with R.dataflow():
            m = R.max(x, axis=[-3])
            R.output(m)
        return m


def test_rowmax():
    ex = tvm.compile(RowMax, target="llvm")
    x = np.random.rand(8, 10).astype("float32")
    got = relax.VirtualMachine(ex, tvm.cpu())["main"](tvm.runtime.tensor(x)).numpy()
    np.testing.assert_allclose(got, x.max(axis=-2))
