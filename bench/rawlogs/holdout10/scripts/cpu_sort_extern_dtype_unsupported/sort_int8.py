# cause: cpu_sort_extern_dtype_unsupported
# expect: Unsupported input dtype: u?int(8|16)
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T

def build_and_run(mod, *arrays, fn="main"):
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    return vm[fn](*[tvm.runtime.tensor(a) for a in arrays])

@I.ir_module
class S:
    @R.function
    def main(x: R.Tensor((4, 8), "int8")):
        return R.sort(x, axis=1)

print(build_and_run(S, np.random.RandomState(1).randint(-5, 5, (4, 8)).astype("int8")))
