# cause: transform-layout-mixed-index-dtype
# expect: InternalError: Check failed: \*index_dtype == arg_dtype \(int64 vs\. int32\)
# capture: stderr
# env: TVM_BACKTRACE=1
import tvm
from tvm import s_tir
from tvm.script import tirx as T


@T.prim_func(s_tir=True)
def scale(a: T.handle, b: T.handle):
    n = T.int64()
    A = T.match_buffer(a, (n, 32), "float32")
    B = T.match_buffer(b, (n, 32), "float32")
    for i, j in T.grid(n, 32):
        with T.sblock("B"):
            vi, vj = T.axis.remap("SS", [i, j])
            B[vi, vj] = A[vi, vj] * T.float32(0.5)


sch = s_tir.Schedule(scale)
blk = sch.get_sblock("B")
# pack the inner dimension into tiles of 8
sch.transform_layout(blk, ("read", 0), lambda i, j: (i, j // 8, j % 8))
sch.mod.show()
