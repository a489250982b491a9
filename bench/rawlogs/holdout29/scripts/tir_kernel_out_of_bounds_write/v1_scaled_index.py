# cause: tir_kernel_out_of_bounds_write
# expect: Segfault encountered
# capture: stderr
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class Scatter:
    @T.prim_func(s_tir=True)
    def spread(A: T.Buffer((64,), "float32"), B: T.Buffer((64,), "float32")):
        for i in range(64):
            with T.sblock("B"):
                vi = T.axis.remap("S", [i])
                B[vi * 4000000] = A[vi]

    @R.function
    def main(x: R.Tensor((64,), "float32")):
        cls = Scatter
        y = R.call_tir(cls.spread, (x,), out_ty=R.Tensor((64,), "float32"))
        return y


ex = tvm.compile(Scatter, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.ones(64, "float32"))).numpy())
