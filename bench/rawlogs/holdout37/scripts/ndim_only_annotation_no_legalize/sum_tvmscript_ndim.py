# cause: ndim_only_annotation_no_legalize
# expect: R\.sum
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R


@tvm.script.ir_module
class RowSum:
    @R.function
    def main(x: R.Tensor(ndim=2, dtype="float32")):
        with R.dataflow():
            s = R.sum(x, axis=[1])
            R.output(s)
        return s


def test_row_sum_dynamic():
    ex = tvm.compile(RowSum, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    for rows in (1, 7):
        x = np.random.rand(rows, 3).astype("float32")
        np.testing.assert_allclose(vm["main"](tvm.runtime.tensor(x)).numpy(), x.sum(1), rtol=1e-5)
