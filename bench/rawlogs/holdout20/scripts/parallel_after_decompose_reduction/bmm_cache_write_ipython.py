# cause: parallel_after_decompose_reduction
# expect: does not have compact dataflow
# capture: ipython
# env: TVM_BACKTRACE=1
import tvm
from tvm import s_tir
from tvm.script import tirx as T


@T.prim_func(s_tir=True)
def bmm(A: T.Buffer((8, 64, 96), "float32"), B: T.Buffer((8, 96, 128), "float32"), C: T.Buffer((8, 64, 128), "float32")):
    for b, i, j, k in T.grid(8, 64, 128, 96):
        with T.sblock("bmm"):
            vb, vi, vj, vk = T.axis.remap("SSSR", [b, i, j, k])
            with T.init():
                C[vb, vi, vj] = T.float32(0)
            C[vb, vi, vj] += A[vb, vi, vk] * B[vb, vk, vj]


sch = s_tir.Schedule(bmm)
blk = sch.get_sblock("bmm")
b, i, j, k = sch.get_loops(blk)
io, ii = sch.split(i, [None, 4])
jo, ji = sch.split(j, [None, 32])
sch.reorder(b, io, jo, k, ii, ji)
sch.decompose_reduction(blk, k)
fused = sch.fuse(b, io)
sch.parallel(fused)
