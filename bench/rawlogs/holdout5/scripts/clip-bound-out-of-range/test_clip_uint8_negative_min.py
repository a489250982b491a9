# cause: clip-bound-out-of-range
# expect: cannot make uint from negative value
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


def clamp_module(lo, hi):
    @I.ir_module
    class Clamp:
        @R.function
        def main(x: R.Tensor((4, 4), "uint8")):
            with R.dataflow():
                y = R.clip(x, R.prim_value(lo), R.prim_value(hi))
                R.output(y)
            return y

    return Clamp


def test_clip_in_range():
    vm = relax.VirtualMachine(tvm.compile(clamp_module(10, 20), target="llvm"), tvm.cpu())
    out = vm["main"](tvm.runtime.tensor(np.arange(16, dtype="uint8").reshape(4, 4))).numpy()
    assert out.min() == 10 and out.max() == 15


def test_clip_shared_bounds():
    # the same bounds are used for the int8 and the uint8 variants of the kernel
    tvm.compile(clamp_module(-1, 20), target="llvm")
