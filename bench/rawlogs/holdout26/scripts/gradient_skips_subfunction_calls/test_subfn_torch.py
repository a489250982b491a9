# cause: gradient_skips_subfunction_calls
# expect: (?s)test_grad_through_global_function.*(Mismatched elements|Not equal)
# capture: pytest
import numpy as np

np.random.seed(0)
import torch
import tvm
from tvm import relax


def build():
    bb = relax.BlockBuilder()
    xv = relax.Var("x", relax.TensorType((3, 5), "float32"))
    with bb.function("norm2", [xv]):
        with bb.dataflow():
            o = bb.emit_output(relax.op.sum(relax.op.multiply(xv, xv), axis=[1]))
        bb.emit_func_output(o)
    gv = bb.get().get_global_var("norm2")
    a = relax.Var("a", relax.TensorType((3, 5), "float32"))
    b = relax.Var("b", relax.TensorType((3, 5), "float32"))
    with bb.function("main", [a, b]):
        with bb.dataflow():
            d = bb.emit(relax.op.subtract(a, b))
            n = bb.emit(relax.Call(gv, [d]))
            out = bb.emit_output(relax.op.mean(n))
        bb.emit_func_output(out)
    return bb.get()


def test_grad_through_global_function():
    mod = relax.transform.Gradient("main")(build())
    vm = relax.VirtualMachine(tvm.compile(relax.transform.LegalizeOps()(mod), "llvm"), tvm.cpu())
    a = np.random.rand(3, 5).astype("float32")
    b = np.random.rand(3, 5).astype("float32")
    _, (ga, gb) = vm["main_adjoint"](tvm.runtime.tensor(a), tvm.runtime.tensor(b))
    ta, tb = torch.tensor(a, requires_grad=True), torch.tensor(b, requires_grad=True)
    ((ta - tb) ** 2).sum(dim=1).mean().backward()
    np.testing.assert_allclose(ga.numpy(), ta.grad.numpy(), rtol=1e-5)
    np.testing.assert_allclose(gb.numpy(), tb.grad.numpy(), rtol=1e-5)
