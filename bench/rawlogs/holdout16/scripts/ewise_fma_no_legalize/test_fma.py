# cause: ewise_fma_no_legalize
# expect: CodeGenVM cannot emit this Relax operator directly
# capture: pytest-short
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Fma:
    @R.function
    def main(a: R.Tensor((4, 4), "float32"), b: R.Tensor((4, 4), "float32"), c: R.Tensor((4, 4), "float32")):
        with R.dataflow():
            d = R.ewise_fma(a, b, c)
            R.output(d)
        return d


def test_fma_matches_numpy():
    ex = tvm.compile(Fma, "llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    a, b, c = (np.random.rand(4, 4).astype("float32") for _ in range(3))
    out = vm["main"](*(tvm.runtime.tensor(t) for t in (a, b, c))).numpy()
    np.testing.assert_allclose(out, a * b + c, rtol=1e-5)
