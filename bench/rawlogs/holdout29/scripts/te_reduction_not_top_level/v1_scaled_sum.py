# cause: te_reduction_not_top_level
# expect: Reductions are only allowed at the top level of compute
# capture: stderr
import tvm
from tvm import relax, te
from tvm.script import relax as R


def mean_rows(A):
    n, m = A.shape
    k = te.reduce_axis((0, m), "k")
    return te.compute((n,), lambda i: te.sum(A[i, k], axis=k) / m, name="mean_rows")


bb = relax.BlockBuilder()
x = relax.Var("x", R.Tensor((4, 8), "float32"))
with bb.function("main", [x]):
    y = bb.emit_te(mean_rows, x)
    bb.emit_func_output(y)
print(bb.get())
