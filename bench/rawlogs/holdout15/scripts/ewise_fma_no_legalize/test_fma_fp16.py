# cause: ewise_fma_no_legalize
# expect: ewise_fma
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Axpy:
    @R.function
    def main(
        a: R.Tensor((4, 16), "float16"),
        x: R.Tensor((4, 16), "float16"),
        y: R.Tensor((4, 16), "float16"),
    ):
        with R.dataflow():
            z = R.ewise_fma(a, x, y)
            R.output(z)
        return z


def test_axpy_fp16():
    ex = tvm.compile(Axpy, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    a, x, y = (np.random.rand(4, 16).astype("float16") for _ in range(3))
    np.testing.assert_allclose(vm["main"](*map(tvm.runtime.tensor, (a, x, y))).numpy(), a * x + y, rtol=1e-2)
