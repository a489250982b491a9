# cause: call_dps_packed_function_not_registered
# expect: Cannot find ffi::Function \S+ in either Relax VM kernel library
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T

def build_and_run(mod, *arrays, fn="main"):
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    return vm[fn](*[tvm.runtime.tensor(a) for a in arrays])

@I.ir_module
class Ext:
    @R.function
    def main(x: R.Tensor((4,), "float32")):
        y = R.call_dps_packed("my_custom_relu", (x,), out_ty=R.Tensor((4,), "float32"))
        return y

print(build_and_run(Ext, np.ones(4, "float32")))
