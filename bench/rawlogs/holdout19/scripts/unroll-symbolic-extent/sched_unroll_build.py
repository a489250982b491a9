# cause: unroll-symbolic-extent
# expect: InternalError: Check failed: value >= 0 \(-1 vs\. 0\) : Cannot unroll non-constant loop
# capture: stderr
# env: TVM_BACKTRACE=1
import tvm
from tvm import s_tir
from tvm.script import tirx as T


@T.prim_func(s_tir=True)
def rowsum(a: T.handle, b: T.handle):
    n = T.int32()
    A = T.match_buffer(a, (n, 16), "float32")
    B = T.match_buffer(b, (n,), "float32")
    for i, k in T.grid(n, 16):
        with T.sblock("sum"):
            vi, vk = T.axis.remap("SR", [i, k])
            with T.init():
                B[vi] = T.float32(0)
            B[vi] = B[vi] + A[vi, vk]


sch = s_tir.Schedule(rowsum)
i, k = sch.get_loops(sch.get_sblock("sum"))
sch.unroll(k)
sch.reorder(k, i)
sch.unroll(i)
lib = tvm.compile(sch.mod, target="llvm")
