# cause: where_grad_missing_fit_shape
# expect: (?s)test_where_broadcast_grad.*(AssertionError|Mismatch|shape)
# capture: pytest
import numpy as np

np.random.seed(0)
import torch
import tvm
from tvm import relax


def build(cond_shape, a_shape, b_shape):
    bb = relax.BlockBuilder()
    c = relax.Var("c", relax.TensorType(cond_shape, "float32"))
    a = relax.Var("a", relax.TensorType(a_shape, "float32"))
    b = relax.Var("b", relax.TensorType(b_shape, "float32"))
    with bb.function("main", [c, a, b]):
        with bb.dataflow():
            sel = bb.emit(relax.op.where(relax.op.greater(c, relax.const(0.0, "float32")), a, b))
            out = bb.emit_output(relax.op.sum(relax.op.exp(sel)))
        bb.emit_func_output(out)
    return bb.get()


def test_where_broadcast_grad():
    shapes = [(2, 5, 3), (2, 5, 3), (5, 1)]
    mod = relax.transform.Gradient("main", require_grads=None)(build(*shapes))
    ex = tvm.compile(relax.transform.LegalizeOps()(mod), "llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    arrs = [np.random.randn(*s).astype("float32") for s in shapes]
    _, grads = vm["main_adjoint"](*[tvm.runtime.tensor(v) for v in arrs])
    tc, ta, tb = [torch.tensor(v, requires_grad=True) for v in arrs]
    torch.where(tc > 0, ta, tb).exp().sum().backward()
    for got, want in zip(grads[1:], (ta.grad, tb.grad)):
        assert got.shape == tuple(want.shape), f"grad shape {got.shape} != {tuple(want.shape)}"
        np.testing.assert_allclose(got.numpy(), want.numpy(), rtol=1e-5)
