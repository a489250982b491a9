# cause: power_int_legalize
# expect: power only applies to float
# post: crlf
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T

def build_and_run(mod, *arrays, fn="main"):
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    return vm[fn](*[tvm.runtime.tensor(a) for a in arrays])

@I.ir_module
class Pow:
    @R.function
    def main(b: R.Tensor((6,), "int32"), p: R.Tensor((6,), "int32")):
        with R.dataflow():
            r = R.power(b, p)
            R.output(r)
        return r

print(build_and_run(Pow, np.arange(6, dtype="int32"), np.full(6, 2, "int32")))
