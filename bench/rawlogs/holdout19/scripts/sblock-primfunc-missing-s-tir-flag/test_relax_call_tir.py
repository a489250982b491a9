# cause: sblock-primfunc-missing-s-tir-flag
# expect: Program is not well-formed
# capture: pytest-short
import numpy as np
import tvm
import tvm.testing
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class Module:
    @T.prim_func(private=True)
    def add_one(A: T.Buffer((T.int64(8),), "float32"), B: T.Buffer((T.int64(8),), "float32")):
        for i in range(T.int64(8)):
            with T.sblock("add"):
                vi = T.axis.spatial(T.int64(8), i)
                B[vi] = A[vi] + T.float32(1)

    @R.function
    def main(x: R.Tensor((8,), "float32")):
        cls = Module
        y = R.call_tir(cls.add_one, (x,), out_ty=R.Tensor((8,), "float32"))
        return y


def test_call_tir_add_one():
    ex = tvm.compile(Module, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    x = np.arange(8, dtype="float32")
    tvm.testing.assert_allclose(vm["main"](tvm.runtime.tensor(x)).numpy(), x + 1)
