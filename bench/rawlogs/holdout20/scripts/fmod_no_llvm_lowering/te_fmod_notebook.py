# cause: fmod_no_llvm_lowering
# expect: unknown intrinsic
# capture: notebook
# %%
import tvm
from tvm import te, s_tir

n = te.var("n")
A = te.placeholder((n, 32), "float32", name="A")
B = te.compute((n, 32), lambda i, j: tvm.tirx.fmod(A[i, j] * 3.0, 2.5), name="B")
func = te.create_prim_func([A, B])
print(func)

# %%
sch = s_tir.Schedule(func)
i, j = sch.get_loops(sch.get_sblock("B"))
sch.parallel(i)
sch.vectorize(j)

# %%
rt = tvm.compile(sch.mod, target="llvm")
