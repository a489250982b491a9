# cause: call_dps_packed_tir_out_ty_mismatch
# expect: Mismatched B\.strides on argument #1
# capture: stderr
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R, tirx as T


@T.prim_func(s_tir=True)
def row_scale(A: T.Buffer((8, 32), "float32"), B: T.Buffer((8, 32), "float32")):
    T.func_attr({"global_symbol": "row_scale"})
    for i, j in T.grid(8, 32):
        with T.sblock("B"):
            vi, vj = T.axis.remap("SS", [i, j])
            B[vi, vj] = A[vi, vj] * T.Cast("float32", vi + 1)


bb = relax.BlockBuilder()
x = relax.Var("x", R.Tensor((8, 32), "float32"))
with bb.function("main", [x]):
    bb.add_func(row_scale, "row_scale")
    y = bb.emit(relax.call_dps_packed("row_scale", [x], R.Tensor((32, 8), "float32")))
    bb.emit_func_output(y)
ex = tvm.compile(bb.get(), target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.ones((8, 32), "float32"))).numpy().shape)
