# cause: runtime_tensor_unsupported_numpy_dtype
# expect: unknown dtype `(object|complex\d+|<U\d+|str\d*)`
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T

def build_and_run(mod, *arrays, fn="main"):
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    return vm[fn](*[tvm.runtime.tensor(a) for a in arrays])



@I.ir_module
class Id:
    @R.function
    def main(x: R.Tensor((2,), "float32")):
        return x


def test_ragged():
    batch = np.array([np.ones(2), np.ones(3)], dtype=object)
    build_and_run(Id, batch)
