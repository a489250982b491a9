# cause: bitwise-op-float-dtype
# expect: Expected integer argument as LHS of
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


def test_xor_checksum():
    bb = relax.BlockBuilder()
    a = relax.Var("a", relax.TensorType((4,), "float32"))
    b = relax.Var("b", relax.TensorType((4,), "float32"))
    with bb.function("main", [a, b]):
        with bb.dataflow():
            c = bb.emit(relax.op.bitwise_xor(a, b))
            gv = bb.emit_output(c)
        bb.emit_func_output(gv)
    mod = bb.get()

    ex = tvm.compile(mod, target="llvm")
