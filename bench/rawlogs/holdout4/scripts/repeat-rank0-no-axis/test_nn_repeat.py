# cause: repeat-rank0-no-axis
# expect: Index out of range
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op as F


class Tile(nn.Module):
    def __init__(self, reps, axis=None):
        self.reps = reps
        self.axis = axis

    def forward(self, x):
        return F.repeat(x, self.reps, axis=self.axis)


def build(module, shape):
    mod, _ = module.export_tvm({"forward": {"x": nn.spec.Tensor(shape, "float32")}})
    return tvm.compile(mod, target="llvm")


def test_repeat_matrix_axis1():
    ex = build(Tile(2, axis=1), (2, 3))
    vm = relax.VirtualMachine(ex, tvm.cpu())
    got = vm["forward"](tvm.runtime.tensor(np.ones((2, 3), "float32"))).numpy()
    assert got.shape == (2, 6)


def test_repeat_scalar_flat():
    build(Tile(2), ())
