# cause: llvm-codegen-bool-sub
# expect: Check failed: \(t\.MatchesCode\(DLDataTypeCode::kDLFloat\)\) is false
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


def test_delta():
    class Delta(nn.Module):
        def forward(self, a, b):
            return nn.op.subtract(a, b)

    mod, _ = Delta().export_tvm(spec={"forward": {"a": nn.spec.Tensor((6,), "bool"),
                                                   "b": nn.spec.Tensor((6,), "bool")}})
    print(mod.script())
    ex = tvm.compile(mod, target="llvm")
