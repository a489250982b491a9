# cause: take_default_fast_mode_oob_segfault
# expect: Segfault encountered|Segmentation fault
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
class Flat:
    @R.function
    def main(x: R.Tensor((2, 3, 4), "float32"), i: R.Tensor((2,), "int64")):
        with R.dataflow():
            t = R.take(x, i, axis=2)
            R.output(t)
        return t


def test_flat_take():
    x = np.arange(24, dtype="float32").reshape(2, 3, 4)
    out = build_and_run(Flat, x, np.array([-1, -800000000], "int64"))
    assert out.shape == (2, 3, 2)


if __name__ == '__main__':
    test_flat_take()
