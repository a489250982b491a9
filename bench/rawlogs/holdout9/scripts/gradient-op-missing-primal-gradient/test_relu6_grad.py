# cause: gradient-op-missing-primal-gradient
# expect: Attribute FPrimalGradient has not been registered for relax\.
# capture: pytest-native
# env: TVM_BACKTRACE=1
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


def test_relu6_grad():
    bb = relax.BlockBuilder()
    p = relax.Var("p", relax.TensorType((32,), "float32"))
    with bb.function("main", [p]):
        with bb.dataflow():
            c = bb.emit(relax.op.clip(p, 0.0, 6.0))
            loss = bb.emit_output(relax.op.sum(c))
        bb.emit_func_output(loss)
    mod = relax.transform.Gradient("main")(bb.get())
    ex = tvm.compile(mod, target="llvm")
