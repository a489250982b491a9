# cause: user_jit_run_cross_arch_module
# expect: Cannot run module, architecture mismatch
# capture: notebook
# %%
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R
# %%
@I.ir_module
class Mod:
    @R.function
    def main(x: R.Tensor((16,), "float32"), y: R.Tensor((16,), "float32")):
        with R.dataflow():
            z = R.add(x, y)
            R.output(z)
        return z
# %%
# Jetson Orin: cuda kernels + aarch64 host code
target = tvm.target.Target({"kind": "cuda", "arch": "sm_87"}, host={"kind": "llvm", "mtriple": "aarch64-linux-gnu"})
ex = tvm.compile(Mod, target=target)
# %%
# quick check that the host-side shape code works before deploying
vm = relax.VirtualMachine(ex, tvm.cpu())
