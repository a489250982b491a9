# cause: vectorize-symbolic-extent
# expect: Failed to vectorize loop with extent
# capture: stderr
import tvm
from tvm import s_tir
from tvm.script import tirx as T


@T.prim_func(s_tir=True)
def relu(a: T.handle, b: T.handle):
    m = T.int32()
    A = T.match_buffer(a, (64, m), "float32")
    B = T.match_buffer(b, (64, m), "float32")
    for i, j in T.grid(64, m):
        with T.sblock("relu"):
            vi, vj = T.axis.remap("SS", [i, j])
            B[vi, vj] = T.max(A[vi, vj], T.float32(0))


sch = s_tir.Schedule(relu)
i, j = sch.get_loops(sch.get_sblock("relu"))
sch.parallel(i)
sch.vectorize(j)
lib = tvm.compile(sch.mod, target="llvm")
print(lib)
