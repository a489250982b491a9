# cause: call_tir_out_ty_mismatch
# expect: Argument 1 type mismatch: expected R\.Tensor\(\(4, 8\), dtype="float32"\), given R\.Tensor\(\(8, 4\)
# capture: stderr
# post: truncate=0.45
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R, tirx as T


@T.prim_func(s_tir=True)
def add_one(A: T.Buffer((4, 8), "float32"), B: T.Buffer((4, 8), "float32")):
    for i, j in T.grid(4, 8):
        with T.sblock("B"):
            vi, vj = T.axis.remap("SS", [i, j])
            B[vi, vj] = A[vi, vj] + T.float32(1)


bb = relax.BlockBuilder()
x = relax.Var("x", R.Tensor((4, 8), "float32"))
with bb.function("main", [x]):
    gv = bb.add_func(add_one, "add_one")
    y = bb.emit(relax.call_tir(gv, [x], R.Tensor((8, 4), "float32")))
    bb.emit_func_output(y)
ex = tvm.compile(bb.get(), target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.ones((4, 8), "float32"))).numpy())
