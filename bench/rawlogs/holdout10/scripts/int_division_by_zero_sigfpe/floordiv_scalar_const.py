# cause: int_division_by_zero_sigfpe
# expect: Floating point exception
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T

def build_and_run(mod, *arrays, fn="main"):
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    return vm[fn](*[tvm.runtime.tensor(a) for a in arrays])


@I.ir_module
class Stride:
    @R.function
    def main(x: R.Tensor((16,), "int32"), s: R.Tensor((), "int32")):
        with R.dataflow():
            y = R.floor_divide(x, s)
            R.output(y)
        return y


def test_stride_zero():
    y = build_and_run(Stride, np.arange(16, dtype="int32"), np.array(0, "int32"))
    print(y)
