# cause: where_grad_missing_fit_shape
# expect: AssertionError
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class MaskedFill:
    @R.function
    def main(
        x: R.Tensor((3, 4), "float32"),
        fill: R.Tensor((4,), "float32"),
    ):
        with R.dataflow():
            m = R.less(x, R.const(0.0, "float32"))
            y = R.where(m, fill, x)
            loss = R.sum(R.multiply(y, y))
            R.output(loss)
        return loss


mod = relax.transform.Gradient("main")(MaskedFill)
mod = relax.transform.LegalizeOps()(mod)
vm = relax.VirtualMachine(tvm.compile(mod, target="llvm"), tvm.cpu())

rng = np.random.default_rng(7)
x = rng.standard_normal((3, 4)).astype("float32")
fill = rng.standard_normal(4).astype("float32")
loss, (gx, gfill) = vm["main_adjoint"](tvm.runtime.tensor(x), tvm.runtime.tensor(fill))

mask = x < 0
y = np.where(mask, fill, x)
ref_gfill = np.where(mask, 2 * y, 0).sum(axis=0)
ref_gx = np.where(mask, 0, 2 * y)
print("loss", float(loss.numpy()))
np.testing.assert_allclose(gx.numpy(), ref_gx, rtol=1e-5)
print("d fill:", gfill.numpy())
np.testing.assert_allclose(gfill.numpy(), ref_gfill, rtol=1e-5)
