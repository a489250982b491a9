# cause: gradient_skips_subfunction_calls
# expect: Not equal to tolerance
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class WithHelper:
    @R.function
    def swish(x: R.Tensor((4, 4), "float32")) -> R.Tensor((4, 4), "float32"):
        with R.dataflow():
            s = R.sigmoid(x)
            y = R.multiply(x, s)
            R.output(y)
        return y

    @R.function
    def main(x: R.Tensor((4, 4), "float32"), w: R.Tensor((4, 4), "float32")):
        cls = WithHelper
        with R.dataflow():
            h = R.matmul(x, w)
            a = cls.swish(h)
            loss = R.sum(a)
            R.output(loss)
        return loss


mod = relax.transform.Gradient("main", require_grads=[WithHelper["main"].params[1]])(WithHelper)
mod = relax.transform.LegalizeOps()(mod)
vm = relax.VirtualMachine(tvm.compile(mod, "llvm"), tvm.cpu())
rng = np.random.default_rng(1)
x = rng.standard_normal((4, 4)).astype("float32")
w = rng.standard_normal((4, 4)).astype("float32")
loss, (gw,) = vm["main_adjoint"](tvm.runtime.tensor(x), tvm.runtime.tensor(w))

h = x @ w
sig = 1 / (1 + np.exp(-h))
dh = sig + h * sig * (1 - sig)
expected = x.T @ dh
print("loss =", loss.numpy())
np.testing.assert_allclose(gw.numpy(), expected, rtol=1e-4, atol=1e-5)
