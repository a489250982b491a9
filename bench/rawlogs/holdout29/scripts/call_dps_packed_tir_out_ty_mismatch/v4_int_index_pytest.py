# cause: call_dps_packed_tir_out_ty_mismatch
# expect: Mismatched B\.dtype on argument #1
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class ArgMax:
    @T.prim_func(s_tir=True)
    def argmax_rows(A: T.Buffer((4, 10), "float32"), B: T.Buffer((4,), "int64")):
        for i in range(4):
            with T.sblock("init"):
                vi = T.axis.remap("S", [i])
                B[vi] = T.int64(0)
            for k in range(10):
                with T.sblock("B"):
                    vi, vk = T.axis.remap("SS", [i, k])
                    if A[vi, vk] > A[vi, B[vi]]:
                        B[vi] = T.Cast("int64", vk)

    @R.function
    def main(x: R.Tensor((4, 10), "float32")):
        y = R.call_dps_packed("argmax_rows", (x,), out_ty=R.Tensor((4,), "int32"))
        return y


def test_argmax_rows():
    ex = tvm.compile(ArgMax, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    x = np.random.default_rng(3).random((4, 10)).astype("float32")
    got = vm["main"](tvm.runtime.tensor(x)).numpy()
    np.testing.assert_array_equal(got, x.argmax(1))
