# cause: compute_inline_reduction_block
# expect: The block has init statement
import tvm
from tvm import te

A = te.placeholder((64, 64), name="A")
k = te.reduce_axis((0, 64), name="k")
S = te.compute((64,), lambda i: te.sum(A[i, k], axis=k), name="S")
Y = te.compute((64,), lambda i: S[i] * 0.5, name="Y")
sch = tvm.s_tir.Schedule(te.create_prim_func([A, Y]))
sch.compute_inline(sch.get_sblock("S"))
