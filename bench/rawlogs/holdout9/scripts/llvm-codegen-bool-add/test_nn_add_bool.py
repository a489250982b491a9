# cause: llvm-codegen-bool-add
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


def test_merge_masks():
    class MergeMasks(nn.Module):
        def forward(self, m1, m2):
            return nn.op.add(m1, m2)

    mod, _ = MergeMasks().export_tvm(spec={"forward": {"m1": nn.spec.Tensor((1, 32), "bool"),
                                                        "m2": nn.spec.Tensor((1, 32), "bool")}})
    ex = tvm.compile(mod, target="llvm")
