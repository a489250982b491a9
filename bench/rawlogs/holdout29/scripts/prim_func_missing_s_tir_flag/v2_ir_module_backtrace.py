# cause: prim_func_missing_s_tir_flag
# expect: TIR verifier does not support statement s_tir\.SBlockRealize
# capture: stderr
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class Softplus:
    @T.prim_func
    def softplus(A: T.Buffer((32, 32), "float32"), B: T.Buffer((32, 32), "float32")):
        for i, j in T.grid(32, 32):
            with T.sblock("B"):
                vi, vj = T.axis.remap("SS", [i, j])
                B[vi, vj] = T.log(T.float32(1) + T.exp(A[vi, vj]))

    @R.function
    def main(x: R.Tensor((32, 32), "float32")):
        cls = Softplus
        y = R.call_tir(cls.softplus, (x,), out_ty=R.Tensor((32, 32), "float32"))
        return y


ex = tvm.compile(Softplus, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.zeros((32, 32), "float32"))).numpy()[0, :4])
