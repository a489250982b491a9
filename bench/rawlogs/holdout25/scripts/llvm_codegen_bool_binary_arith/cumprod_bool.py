# cause: llvm_codegen_bool_binary_arith
# expect: kDLFloat
# capture: notebook
# %%
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T

# %%
@I.ir_module
class StillAlive:
    # a sequence stays alive until its first "stop" flag: running AND over time
    @R.function
    def main(alive: R.Tensor(("batch", "steps"), "bool")):
        with R.dataflow():
            out = R.cumprod(alive, axis=1)
            R.output(out)
        return out

# %%
ex = tvm.compile(StillAlive, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
flags = np.array([[1, 1, 0, 1], [1, 1, 1, 1]], dtype=bool)
print(vm["main"](tvm.runtime.tensor(flags)).numpy())
