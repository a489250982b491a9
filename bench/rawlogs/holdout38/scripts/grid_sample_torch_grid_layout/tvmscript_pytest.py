# cause: grid_sample_torch_grid_layout
# expect: AssertionError
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

@I.ir_module
class Warp:
    @R.function
    def main(x: R.Tensor((2, 4, 6, 6), "float32"), grid: R.Tensor((2, 5, 7, 2), "float32")):
        with R.dataflow():
            y = R.image.grid_sample(x, grid, method="nearest", padding_mode="border")
            R.output(y)
        return y

def test_warp_shape():
    ex = tvm.compile(Warp, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    out = vm["main"](tvm.runtime.tensor(np.random.rand(2, 4, 6, 6).astype("float32")),
                     tvm.runtime.tensor(np.random.rand(2, 5, 7, 2).astype("float32"))).numpy()
    assert out.shape == (2, 4, 5, 7)
