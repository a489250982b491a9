# cause: user_jit_run_cross_arch_module
# expect: Cannot run module, architecture mismatch
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Mod:
    @R.function
    def main(x: R.Tensor((2, 8), "float32")):
        with R.dataflow():
            y = R.nn.relu(x)
            R.output(y)
        return y


target = tvm.target.Target({"kind": "llvm", "mtriple": "aarch64-linux-gnu", "mcpu": "cortex-a55"})
ex = tvm.compile(Mod, target=target)
vm = relax.VirtualMachine(ex, tvm.cpu())
x = np.random.randn(2, 8).astype("float32")
np.testing.assert_allclose(vm["main"](tvm.runtime.tensor(x)).numpy(), np.maximum(x, 0))
