# cause: bool_reduce_identity_undefined
# expect: Cannot decide (min|max)_value for typeT\.bool
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T

def build_and_run(mod, *arrays, fn="main"):
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    return vm[fn](*[tvm.runtime.tensor(a) for a in arrays])

@I.ir_module
class Mask:
    @R.function
    def main(m: R.Tensor((4, 8), "bool")):
        with R.dataflow():
            i = R.argmax(m, axis=1)
            R.output(i)
        return i

mask = np.random.RandomState(0).rand(4, 8) > 0.5
print(build_and_run(Mask, mask))
