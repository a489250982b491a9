# cause: call_tir_out_ty_mismatch
# expect: Program is not well-formed
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


def make_module():
    @I.ir_module
    class Pool:
        @T.prim_func(s_tir=True)
        def sum_pool(A: T.Buffer((8, 8), "float32"), B: T.Buffer((4, 4), "float32")):
            for i, j, di, dj in T.grid(4, 4, 2, 2):
                with T.sblock("B"):
                    vi, vj, vdi, vdj = T.axis.remap("SSRR", [i, j, di, dj])
                    with T.init():
                        B[vi, vj] = T.float32(0)
                    B[vi, vj] = B[vi, vj] + A[vi * 2 + vdi, vj * 2 + vdj]

        @R.function
        def main(x: R.Tensor((8, 8), "float32")):
            cls = Pool
            y = R.call_tir(cls.sum_pool, (x,), out_ty=R.Tensor((8, 8), "float32"))
            return y

    return Pool


def test_sum_pool():
    mod = make_module()
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    x = np.ones((8, 8), "float32")
    assert (vm["main"](tvm.runtime.tensor(x)).numpy() == 4).all()
