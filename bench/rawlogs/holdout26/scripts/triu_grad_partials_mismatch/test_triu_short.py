# cause: triu_grad_partials_mismatch
# expect: partials number != inputs number
# capture: pytest-short
import numpy as np
import pytest
import tvm
from tvm import relax


def make_mod(n, k):
    bb = relax.BlockBuilder()
    a = relax.Var("a", relax.TensorType((n, n), "float32"))
    with bb.function("main", [a]):
        with bb.dataflow():
            t = bb.emit(relax.op.triu(a, k))
            loss = bb.emit_output(relax.op.sum(relax.op.multiply(t, t)))
        bb.emit_func_output(loss)
    return bb.get()


@pytest.mark.parametrize("k", [0])
def test_triu_grad(k):
    n = 5
    mod = relax.transform.Gradient("main")(make_mod(n, k))
    vm = relax.VirtualMachine(tvm.compile(relax.transform.LegalizeOps()(mod), "llvm"), tvm.cpu())
    a = np.random.rand(n, n).astype("float32")
    _, (g,) = vm["main_adjoint"](tvm.runtime.tensor(a))
    np.testing.assert_allclose(g.numpy(), 2 * np.triu(a, k), rtol=1e-6)
