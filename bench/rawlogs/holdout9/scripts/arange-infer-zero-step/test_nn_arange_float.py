# cause: arange-infer-zero-step
# expect: Check failed: fb->value != 0 \(0 vs\. 0\) : Divide by zero
# capture: pytest
import pytest
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn


def test_add_relu_compiles():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((2, 4), "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit(relax.op.nn.relu(relax.op.add(x, x)))
            gv = bb.emit_output(y)
        bb.emit_func_output(gv)
    ex = tvm.compile(bb.get(), target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    out = vm["main"](tvm.runtime.tensor(np.ones((2, 4), "float32"))).numpy()
    np.testing.assert_allclose(out, np.full((2, 4), 2.0, "float32"))


def test_timestep_grid():
    class Timesteps(nn.Module):
        def __init__(self, n):
            self.n = n

        def forward(self, t):
            step = 1.0 / self.n if self.n else 0.0
            grid = nn.op.arange(0.0, 1.0, step, dtype="float32")
            return t * grid

    mod, _ = Timesteps(0).export_tvm(spec={"forward": {"t": nn.spec.Tensor((1,), "float32")}})
