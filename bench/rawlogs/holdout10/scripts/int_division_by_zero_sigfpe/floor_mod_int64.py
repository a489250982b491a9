# cause: int_division_by_zero_sigfpe
# expect: Floating point exception
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
class Wrap:
    @R.function
    def main(pos: R.Tensor((8,), "int64"), period: R.Tensor((8,), "int64")):
        with R.dataflow():
            r = R.floor_mod(pos, period)
            R.output(r)
        return r


def test_wraparound():
    pos = np.arange(8, dtype="int64")
    period = np.zeros(8, "int64")
    out = build_and_run(Wrap, pos, period)
    assert out.shape == (8,)
