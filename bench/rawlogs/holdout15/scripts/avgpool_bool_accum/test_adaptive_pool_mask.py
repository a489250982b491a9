# cause: avgpool_bool_accum
# expect: CreateAdd
# capture: pytest-native
import numpy as np
import pytest
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class MaskPool:
    @R.function
    def main(m: R.Tensor((2, 3, 16, 16), "bool")):
        with R.dataflow():
            p = R.nn.adaptive_avg_pool2d(m, output_size=(4, 4))
            R.output(p)
        return p


@pytest.mark.parametrize("target", ["llvm"])
def test_adaptive_avg_pool_on_mask(target):
    ex = tvm.compile(MaskPool, target=target)
    vm = relax.VirtualMachine(ex, tvm.cpu())
    out = vm["main"](tvm.runtime.tensor(np.ones((2, 3, 16, 16), bool)))
    assert out.shape == (2, 3, 4, 4)
