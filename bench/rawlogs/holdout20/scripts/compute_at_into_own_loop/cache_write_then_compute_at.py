# cause: compute_at_into_own_loop
# expect: loop not to be the ancestor of block
# capture: stderr
import tvm
from tvm import s_tir
from tvm.script import tirx as T


@T.prim_func(s_tir=True)
def mm(A: T.Buffer((128, 128), "float32"), B: T.Buffer((128, 128), "float32"), C: T.Buffer((128, 128), "float32")):
    for i, j, k in T.grid(128, 128, 128):
        with T.sblock("C"):
            vi, vj, vk = T.axis.remap("SSR", [i, j, k])
            with T.init():
                C[vi, vj] = T.float32(0)
            C[vi, vj] = C[vi, vj] + A[vi, vk] * B[vk, vj]


sch = s_tir.Schedule(mm)
c = sch.get_sblock("C")
cl = sch.cache_write(c, 0, "global")
i, j, k = sch.get_loops(c)
io, ii = sch.split(i, [None, 16])
sch.reverse_compute_at(cl, io)
# try to move the matmul itself under its tile loop as well
sch.compute_at(c, io)
