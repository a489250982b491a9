# cause: call_dps_packed_tir_out_ty_mismatch
# expect: Mismatched B\.ndim on argument #1
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class Transpose:
    @T.prim_func(s_tir=True)
    def transpose(A: T.Buffer((4, 6), "float32"), B: T.Buffer((6, 4), "float32")):
        for i, j in T.grid(6, 4):
            with T.sblock("B"):
                vi, vj = T.axis.remap("SS", [i, j])
                B[vi, vj] = A[vj, vi]

    @R.function
    def main(x: R.Tensor((4, 6), "float32")):
        with R.dataflow():
            y = R.call_dps_packed("transpose", (x,), out_ty=R.Tensor((24,), "float32"))
            R.output(y)
        return y


Transpose.show()
ex = tvm.compile(Transpose, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
x = np.arange(24, dtype="float32").reshape(4, 6)
print(vm["main"](tvm.runtime.tensor(x)).numpy())
