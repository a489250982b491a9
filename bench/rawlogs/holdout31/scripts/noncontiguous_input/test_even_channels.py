# cause: noncontiguous_input
# expect: Mismatched \w+\.strides on argument #0 when calling
# capture: pytest-short
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Pool:
    @R.function
    def main(x: R.Tensor((1, 2, 8, 8), "float32")):
        with R.dataflow():
            y = R.nn.avg_pool2d(x, pool_size=[2, 2], strides=[2, 2])
            R.output(y)
        return y


def test_pool_even_channels():
    ex = tvm.compile(Pool, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    feats = np.arange(4 * 64, dtype="float32").reshape(1, 4, 8, 8)
    even = feats[:, ::2]
    out = vm["main"](even).numpy()
    assert out.shape == (1, 2, 4, 4)
    np.testing.assert_allclose(out[0, 1, 0, 0], feats[0, 2, :2, :2].mean())
