# cause: tvmscript_sblock_without_s_tir
# expect: does not support statement s_tir.SBlockRealize
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class RowSum:
    @T.prim_func
    def row_sum(a: T.Buffer((4, 8), "int8"), b: T.Buffer((4,), "int32")):
        for i, k in T.grid(4, 8):
            with T.sblock("s"):
                vi, vk = T.axis.remap("SR", [i, k])
                with T.init():
                    b[vi] = 0
                b[vi] = b[vi] + T.Cast("int32", a[vi, vk])

    @R.function
    def main(x: R.Tensor((4, 8), "int8")):
        cls = RowSum
        y = R.call_tir(cls.row_sum, (x,), out_ty=R.Tensor((4,), "int32"))
        return y


def test_row_sum_int8():
    ex = tvm.compile(RowSum, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    x = np.ones((4, 8), "int8")
    assert (vm["main"](tvm.runtime.tensor(x)).numpy() == 8).all()
