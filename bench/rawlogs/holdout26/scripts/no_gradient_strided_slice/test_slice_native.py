# cause: no_gradient_strided_slice
# expect: FPrimalGradient has not been registered for relax\.strided_slice
# capture: pytest-native
import numpy as np
import tvm
import tvm.testing
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Shift:
    @R.function
    def main(seq: R.Tensor((16,), "float64")):
        with R.dataflow():
            head = R.strided_slice(seq, axes=[0], begin=[1], end=[16])
            tail = R.strided_slice(seq, axes=[0], begin=[0], end=[15])
            d = R.subtract(head, tail)
            tv = R.sum(R.multiply(d, d))
            R.output(tv)
        return tv


def test_total_variation_grad():
    mod = relax.transform.Gradient("main")(Shift)
    mod = relax.transform.LegalizeOps()(mod)
    ex = tvm.compile(mod, "llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    s = np.linspace(0, 1, 16)
    _, (g,) = vm["main_adjoint"](tvm.runtime.tensor(s))
    tvm.testing.assert_allclose(g.numpy().sum(), 0.0, atol=1e-9)
