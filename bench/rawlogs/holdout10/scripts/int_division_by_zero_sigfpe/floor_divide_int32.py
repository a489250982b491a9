# cause: int_division_by_zero_sigfpe
# expect: Floating point exception
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T

def build_and_run(mod, *arrays, fn="main"):
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    return vm[fn](*[tvm.runtime.tensor(a) for a in arrays])

import faulthandler
faulthandler.enable()

@I.ir_module
class Bucket:
    @R.function
    def main(x: R.Tensor((4,), "int32"), w: R.Tensor((4,), "int32")):
        with R.dataflow():
            b = R.floor_divide(x, w)
            R.output(b)
        return b

print("computing bucket ids", flush=True)
print(build_and_run(Bucket, np.array([10, 20, 30, 40], "int32"), np.array([3, 0, 5, 7], "int32")))
