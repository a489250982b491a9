# cause: adaptive-pool-zero-output-div0
# expect: Divide by zero
# capture: pytest-native
import pytest
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


def make(n_out):
    @I.ir_module
    class Pool:
        @R.function
        def main(x: R.Tensor((2, 8, 32), "float32")):
            with R.dataflow():
                y = R.nn.adaptive_avg_pool1d(x, output_size=[n_out])
                R.output(y)
            return y

    return Pool


@pytest.mark.parametrize("n_out", [1, 4, 0])
def test_adaptive_avg_pool1d(n_out):
    tvm.compile(make(n_out), target="llvm")
