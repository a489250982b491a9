# cause: power_int_legalize
# expect: power only applies to float
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
class Shift:
    @R.function
    def main(q: R.Tensor((1, 16), "int8"), e: R.Tensor((1, 16), "int8")):
        with R.dataflow():
            s = R.power(R.const(2, "int8"), e)
            r = R.multiply(q, s)
            R.output(r)
        return r


def test_shift_by_pow2():
    q = np.ones((1, 16), "int8")
    e = np.arange(16, dtype="int8").reshape(1, 16) % 4
    out = build_and_run(Shift, q, e).numpy()
    np.testing.assert_array_equal(out, 2 ** e)
