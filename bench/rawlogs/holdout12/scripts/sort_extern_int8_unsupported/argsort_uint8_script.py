# cause: sort_extern_int8_unsupported
# expect: Unsupported input dtype: uint8
# capture: pytest
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Rank:
    @R.function
    def main(x: R.Tensor((3, 6), "uint8")) -> R.Tensor((3, 6), "int64"):
        with R.dataflow():
            idx = R.argsort(x, axis=1, descending=True, dtype="int64")
            R.output(idx)
        return idx


def test_rank_uint8():
    ex = tvm.compile(Rank, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    x = np.arange(18, dtype="uint8").reshape(3, 6)
    got = vm["main"](tvm.runtime.tensor(x)).numpy()
    np.testing.assert_array_equal(got, np.argsort(-x.astype(int), axis=1))
