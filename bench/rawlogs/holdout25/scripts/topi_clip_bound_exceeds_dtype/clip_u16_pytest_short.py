# cause: topi_clip_bound_exceeds_dtype
# expect: cannot make uint from negative value -10
# capture: pytest-short
import numpy as np
import pytest
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class Depth:
    @R.function
    def main(d: R.Tensor((480, "w"), "uint16")):
        with R.dataflow():
            y = R.clip(d, -10, 10000)
            R.output(y)
        return y


def test_depth_clamp():
    ex = tvm.compile(Depth, "llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    d = np.full((480, 4), 20000, "uint16")
    assert vm["main"](tvm.runtime.tensor(d)).numpy().max() == 10000
