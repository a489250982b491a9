# cause: median_multi_axis_oob
# expect: median over \(H, W\) returned shape
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R


@tvm.script.ir_module
class MedPool:
    @R.function
    def main(x: R.Tensor((2, 3, 4, 4), "float32")):
        with R.dataflow():
            m = R.median(x, axis=[2, 3], keepdims=False)
            R.output(m)
        return m


def test_median_pool():
    vm = relax.VirtualMachine(tvm.compile(MedPool, target="llvm"), tvm.cpu())
    x = np.random.rand(2, 3, 4, 4).astype("float32")
    got = vm["main"](tvm.runtime.tensor(x))
    vals = got[0].numpy() if not hasattr(got, "numpy") else got.numpy()
    assert vals.shape == (2, 3), f"median over (H, W) returned shape {vals.shape}"
