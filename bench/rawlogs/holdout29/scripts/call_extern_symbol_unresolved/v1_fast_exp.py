# cause: call_extern_symbol_unresolved
# expect: Symbols not found: \[ my_fast_exp \]
# capture: stderr
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class FastExp:
    @T.prim_func(s_tir=True)
    def k(A: T.Buffer((8,), "float32"), B: T.Buffer((8,), "float32")):
        for i in range(8):
            with T.sblock("B"):
                vi = T.axis.remap("S", [i])
                B[vi] = T.call_extern("float32", "my_fast_exp", A[vi])

    @R.function
    def main(x: R.Tensor((8,), "float32")):
        cls = FastExp
        y = R.call_tir(cls.k, (x,), out_ty=R.Tensor((8,), "float32"))
        return y


ex = tvm.compile(FastExp, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.ones(8, "float32"))).numpy())
