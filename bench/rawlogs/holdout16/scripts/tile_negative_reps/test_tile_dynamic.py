# cause: tile_negative_reps
# expect: std::bad_alloc
# capture: pytest-line
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Tiler:
    @R.function
    def main(x: R.Tensor(("n", 4), "float32")):
        y = R.tile(x, (-2, 1))
        return y


def test_tile_dynamic():
    ex = tvm.compile(Tiler, "llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    out = vm["main"](tvm.runtime.tensor(np.ones((3, 4), "float32")))
    assert out.shape[1] == 4
