# cause: reduction_block_missing_init
# expect: AssertionError: max over window mismatch
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R, tirx as T


@T.prim_func(s_tir=True)
def col_max(A: T.Buffer((64, 8), "float32"), B: T.Buffer((8,), "float32")):
    for j, k in T.grid(8, 64):
        with T.sblock("B"):
            vj, vk = T.axis.remap("SR", [j, k])
            B[vj] = T.max(B[vj], A[vk, vj])


bb = relax.BlockBuilder()
x = relax.Var("x", R.Tensor((64, 8), "float32"))
with bb.function("main", [x]):
    gv = bb.add_func(col_max, "col_max")
    with bb.dataflow():
        neg = bb.emit(relax.op.negative(x))
        y = bb.emit(relax.call_tir(gv, [neg], R.Tensor((8,), "float32")))
        out = bb.emit_output(y)
    bb.emit_func_output(out)

ex = tvm.compile(bb.get(), target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
a = np.arange(512, dtype="float32").reshape(64, 8) + 1.0
got = vm["main"](tvm.runtime.tensor(a)).numpy()
print("expected", (-a).max(0))
assert np.array_equal(got, (-a).max(0)), "max over window mismatch"
