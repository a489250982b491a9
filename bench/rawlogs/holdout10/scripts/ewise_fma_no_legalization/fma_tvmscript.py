# cause: ewise_fma_no_legalization
# expect: CodeGenVM cannot emit this Relax operator directly
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T

def build_and_run(mod, *arrays, fn="main"):
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    return vm[fn](*[tvm.runtime.tensor(a) for a in arrays])

@I.ir_module
class Axpy:
    @R.function
    def main(a: R.Tensor((128,), "float32"), x: R.Tensor((128,), "float32"), y: R.Tensor((128,), "float32")):
        with R.dataflow():
            r = R.ewise_fma(a, x, y)
            R.output(r)
        return r

v = np.ones(128, "float32")
print(build_and_run(Axpy, v, v, v))
