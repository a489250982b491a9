# cause: affine-grid-unit-size-align-corners
# expect: AssertionError: target spatial dims should be greater than 1 when align_corners is True
# capture: pytest
import pytest
import numpy as np
import tvm
from tvm import relax


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


def test_identity_grid():
    bb = relax.BlockBuilder()
    theta = relax.Var("theta", relax.TensorType((2, 2, 3), "float32"))
    with bb.function("main", [theta]):
        with bb.dataflow():
            g = bb.emit(relax.op.image.affine_grid(theta, size=(1, 1)))
            gv = bb.emit_output(g)
        bb.emit_func_output(gv)
    mod = relax.transform.LegalizeOps()(bb.get())
