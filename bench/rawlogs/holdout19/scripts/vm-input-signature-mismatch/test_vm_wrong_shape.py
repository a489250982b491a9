# cause: vm-input-signature-mismatch
# expect: match_cast error,\s+shape\[0\] mismatch to specified constant
# capture: pytest
import numpy as np
import tvm
import tvm.testing
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Mod:
    @R.function
    def main(x: R.Tensor((2, 3), "float32"), y: R.Tensor((3, 4), "float32")):
        with R.dataflow():
            z = R.matmul(x, y)
            R.output(z)
        return z


def test_matmul_run():
    ex = tvm.compile(Mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    a = np.random.rand(2, 3).astype("float32")
    b = np.random.rand(3, 4).astype("float32")
    # transposed weight passed by mistake
    out = vm["main"](tvm.runtime.tensor(a), tvm.runtime.tensor(b.T.copy()))
    tvm.testing.assert_allclose(out.numpy(), a @ b, rtol=1e-5)
