# cause: no_gradient_gelu
# expect: FPrimalGradient has not been registered for relax\.nn\.gelu
# capture: pytest
import numpy as np
import pytest
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Act:
    @R.function
    def main(x: R.Tensor((4, 4), "float32")):
        with R.dataflow():
            y = R.nn.gelu(x)
            s = R.sum(y)
            R.output(s)
        return s


def _erf(v):
    import math
    return np.vectorize(math.erf)(v)


@pytest.mark.parametrize("seed", [0])
def test_gelu_gradient_matches_reference(seed):
    x = np.random.default_rng(seed).standard_normal((4, 4)).astype("float32")
    mod = relax.transform.Gradient("main")(Act)
    mod = relax.transform.LegalizeOps()(mod)
    vm = relax.VirtualMachine(tvm.compile(mod, "llvm"), tvm.cpu())
    _, (gx,) = vm["main_adjoint"](tvm.runtime.tensor(x))
    cdf = 0.5 * (1 + _erf(x / np.sqrt(2)))
    pdf = np.exp(-0.5 * x * x) / np.sqrt(2 * np.pi)
    np.testing.assert_allclose(gx.numpy(), cdf + x * pdf, rtol=1e-5, atol=1e-5)
