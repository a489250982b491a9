# cause: target-cli-string-removed
# expect: CLI target string form \(e\.g\. "llvm -mcpu=xxx"\) is no longer supported
# capture: pytest
import numpy as np
import tvm
import tvm.testing
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Mod:
    @R.function
    def main(x: R.Tensor((16, 16), "float32"), y: R.Tensor((16, 16), "float32")):
        with R.dataflow():
            z = R.matmul(x, y)
            R.output(z)
        return z


def test_matmul_avx512():
    target = tvm.target.Target("llvm -mcpu=skylake-avx512")
    ex = tvm.compile(Mod, target=target)
    vm = relax.VirtualMachine(ex, tvm.cpu())
    x = np.random.rand(16, 16).astype("float32")
    tvm.testing.assert_allclose(vm["main"](tvm.runtime.tensor(x), tvm.runtime.tensor(x)).numpy(), x @ x, rtol=1e-5)
