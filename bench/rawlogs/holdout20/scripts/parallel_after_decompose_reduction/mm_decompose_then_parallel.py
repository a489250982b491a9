# cause: parallel_after_decompose_reduction
# expect: does not have compact dataflow
# capture: stderr
import tvm
from tvm import s_tir
from tvm.script import tirx as T


@T.prim_func(s_tir=True)
def matmul(A: T.Buffer((256, 256), "float32"), B: T.Buffer((256, 256), "float32"), C: T.Buffer((256, 256), "float32")):
    for i, j, k in T.grid(256, 256, 256):
        with T.sblock("C"):
            vi, vj, vk = T.axis.remap("SSR", [i, j, k])
            with T.init():
                C[vi, vj] = T.float32(0)
            C[vi, vj] = C[vi, vj] + A[vi, vk] * B[vk, vj]


sch = s_tir.Schedule(matmul)
c = sch.get_sblock("C")
i, j, k = sch.get_loops(c)
jo, ji = sch.split(j, [None, 16])
sch.reorder(i, jo, k, ji)
sch.vectorize(ji)
sch.decompose_reduction(c, k)
sch.parallel(i)
lib = tvm.compile(sch.mod, target="llvm")
