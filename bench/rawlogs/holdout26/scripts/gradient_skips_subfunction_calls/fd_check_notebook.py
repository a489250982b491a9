# cause: gradient_skips_subfunction_calls
# expect: gradient check failed
# capture: notebook
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

# %%
@I.ir_module
class Poly:
    @R.function
    def cube(t: R.Tensor((6,), "float64")) -> R.Tensor((6,), "float64"):
        with R.dataflow():
            c = R.multiply(R.multiply(t, t), t)
            R.output(c)
        return c

    @R.function
    def main(t: R.Tensor((6,), "float64")):
        cls = Poly
        with R.dataflow():
            c = cls.cube(t)
            s = R.sum(c)
            R.output(s)
        return s

# %%
mod = relax.transform.LegalizeOps()(relax.transform.Gradient("main")(Poly))
vm = relax.VirtualMachine(tvm.compile(mod, "llvm"), tvm.cpu())
t = np.linspace(-1, 1, 6)
val, (g,) = vm["main_adjoint"](tvm.runtime.tensor(t))
print("analytic:", g.numpy())

# %%
eps = 1e-6
fd = np.array([(np.sum((t + eps * e) ** 3) - np.sum((t - eps * e) ** 3)) / (2 * eps) for e in np.eye(6)])
print("finite diff:", fd)
assert np.allclose(g.numpy(), fd, atol=1e-6), "gradient check failed"
