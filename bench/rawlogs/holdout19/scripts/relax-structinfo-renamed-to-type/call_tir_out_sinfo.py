# cause: relax-structinfo-renamed-to-type
# expect: out_sinfo
# capture: combined
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class Module:
    @T.prim_func(private=True, s_tir=True)
    def double(A: T.Buffer((T.int64(8),), "float32"), B: T.Buffer((T.int64(8),), "float32")):
        for i in range(T.int64(8)):
            with T.sblock("B"):
                vi = T.axis.spatial(T.int64(8), i)
                B[vi] = A[vi] * T.float32(2)

    @R.function
    def main(x: R.Tensor((8,), "float32")):
        cls = Module
        y = R.call_tir(cls.double, (x,), out_sinfo=R.Tensor((8,), "float32"))
        return y


ex = tvm.compile(Module, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.arange(8, dtype="float32"))))
