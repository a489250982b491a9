# cause: conv2d-infer-zero-stride
# expect: Check failed: pb->value != 0 \(0 vs\. 0\) : Divide by zero
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


def test_stem_export():
    class Stem(nn.Module):
        def __init__(self):
            self.conv = nn.Conv2D(3, 32, kernel_size=3, stride=0, padding=1, bias=True)
            self.act = nn.ReLU()

        def forward(self, x):
            return self.act(self.conv(x))

    model = Stem()
    mod, params = model.export_tvm(spec={"forward": {"x": nn.spec.Tensor((1, 3, 64, 64), "float32")}})
    ex = tvm.compile(mod, target="llvm")
