# cause: llvm-codegen-bool-mul
# expect: Check failed: \(t\.MatchesCode\(DLDataTypeCode::kDLFloat\)\) is false
# capture: pytest-native
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


def test_binary_dilation():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((1, 1, 9, 9), "bool"))
    k = relax.Var("k", relax.TensorType((1, 1, 3, 3), "bool"))
    with bb.function("main", [x, k]):
        with bb.dataflow():
            y = bb.emit(relax.op.nn.conv2d(x, k, padding=1))
            gv = bb.emit_output(y)
        bb.emit_func_output(gv)
    ex = tvm.compile(bb.get(), target="llvm")
