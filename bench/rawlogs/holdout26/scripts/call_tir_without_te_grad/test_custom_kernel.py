# cause: call_tir_without_te_grad
# expect: Differentiation of call_tir op without registering corresponding gradient
# capture: pytest
import numpy as np
import tvm
from tvm import relax, topi


def test_softplus_kernel_grad():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((16,), "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            sp = bb.emit_te(lambda t: topi.log(topi.add(topi.exp(t), 1.0)), x, primfunc_name_hint="softplus")
            out = bb.emit_output(relax.op.sum(sp))
        bb.emit_func_output(out)
    mod = relax.transform.Gradient("main")(bb.get())
    vm = relax.VirtualMachine(tvm.compile(relax.transform.LegalizeOps()(mod), "llvm"), tvm.cpu())
    xs = np.linspace(-2, 2, 16).astype("float32")
    _, (g,) = vm["main_adjoint"](tvm.runtime.tensor(xs))
    np.testing.assert_allclose(g.numpy(), 1 / (1 + np.exp(-xs)), rtol=1e-5)
