# cause: call_tir_out_ty_mismatch
# expect: Program is not well-formed
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class Pad:
    @T.prim_func
    def pad1(a: T.Buffer((4,), "float32"), b: T.Buffer((6,), "float32")):
        for i in range(6):
            b[i] = T.if_then_else(i >= 1 and i < 5, a[i - 1], T.float32(0))

    @R.function
    def main(x: R.Tensor((4,), "float32")):
        cls = Pad
        y = R.call_tir(cls.pad1, (x,), out_ty=R.Tensor((5,), "float32"))
        return y


def test_pad():
    ex = tvm.compile(Pad, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    assert vm["main"](tvm.runtime.tensor(np.ones(4, "float32"))).shape == (6,)
