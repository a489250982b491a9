# cause: resize2d-zero-output-size
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


def test_upsampler():
    class Upsampler(nn.Module):
        def forward(self, x):
            return nn.op.interpolate(x, size=(0, 16), mode="bilinear")

    mod, _ = Upsampler().export_tvm(spec={"forward": {"x": nn.spec.Tensor((1, 4, 8, 8), "float32")}})
    ex = tvm.compile(mod, target="llvm")
