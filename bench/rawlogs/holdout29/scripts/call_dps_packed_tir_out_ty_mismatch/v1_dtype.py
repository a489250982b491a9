# cause: call_dps_packed_tir_out_ty_mismatch
# expect: Mismatched B\.dtype on argument #1
# capture: stderr
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class Cast:
    @T.prim_func(s_tir=True)
    def to_half(A: T.Buffer((16,), "float32"), B: T.Buffer((16,), "float16")):
        for i in range(16):
            with T.sblock("B"):
                vi = T.axis.remap("S", [i])
                B[vi] = T.Cast("float16", A[vi])

    @R.function
    def main(x: R.Tensor((16,), "float32")):
        y = R.call_dps_packed("to_half", (x,), out_ty=R.Tensor((16,), "float32"))
        return y


ex = tvm.compile(Cast, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.ones(16, "float32"))).numpy())
