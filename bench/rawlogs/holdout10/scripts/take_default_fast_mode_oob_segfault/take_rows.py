# cause: take_default_fast_mode_oob_segfault
# expect: Segfault encountered|Segmentation fault
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T

def build_and_run(mod, *arrays, fn="main"):
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    return vm[fn](*[tvm.runtime.tensor(a) for a in arrays])

@I.ir_module
class Gather:
    @R.function
    def main(table: R.Tensor((4, 8), "float32"), idx: R.Tensor((3,), "int64")):
        with R.dataflow():
            r = R.take(table, idx, axis=0)
            R.output(r)
        return r

idx = np.array([0, 90000000, 2], "int64")
print(build_and_run(Gather, np.ones((4, 8), "float32"), idx))
