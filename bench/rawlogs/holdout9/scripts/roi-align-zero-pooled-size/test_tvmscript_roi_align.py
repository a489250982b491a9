# cause: roi-align-zero-pooled-size
# expect: Check failed: fb->value != 0 \(0 vs\. 0\) : Divide by zero
# capture: pytest
import pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


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


def test_detector_head():
    @I.ir_module
    class Detector:
        @R.function
        def main(feat: R.Tensor((1, 64, 32, 32), "float32"), rois: R.Tensor((4, 5), "float32")):
            with R.dataflow():
                y = R.vision.roi_align(feat, rois, pooled_size=[7, 0], spatial_scale=0.25, sample_ratio=2)
                R.output(y)
            return y

    ex = tvm.compile(Detector, target="llvm")
