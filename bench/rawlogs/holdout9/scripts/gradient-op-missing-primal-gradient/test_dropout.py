# cause: gradient-op-missing-primal-gradient
# expect: Attribute FPrimalGradient has not been registered for relax\.
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


def test_dropout_grad():
    @I.ir_module
    class Train:
        @R.function
        def main(x: R.Tensor((8, 8), "float32")):
            with R.dataflow():
                d = R.nn.dropout(x, rate=0.1)
                y = d[0]
                loss = R.sum(R.multiply(y, y))
                R.output(loss)
            return loss

    mod = relax.transform.Gradient("main")(Train)
    assert "main_adjoint" in [gv.name_hint for gv in mod.functions]
