# cause: roi-pool-zero-pooled-size
# expect: Check failed: fb->value != 0 \(0 vs\. 0\) : Divide by zero
# capture: pytest-native
import pytest
import numpy as np
import tvm
from tvm import relax


def test_roi_pool_single_box():
    bb = relax.BlockBuilder()
    feat = relax.Var("feat", relax.TensorType((2, 8, 10, 10), "float32"))
    rois = relax.const(np.array([[0, 1, 1, 6, 6]], "float32"))
    with bb.function("main", [feat]):
        with bb.dataflow():
            y = bb.emit(relax.op.vision.roi_pool(feat, rois, pooled_size=0, spatial_scale=1.0))
            gv = bb.emit_output(y)
        bb.emit_func_output(gv)
    ex = tvm.compile(bb.get(), target="llvm")


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
