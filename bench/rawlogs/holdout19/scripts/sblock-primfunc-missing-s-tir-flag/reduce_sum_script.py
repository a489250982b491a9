# cause: sblock-primfunc-missing-s-tir-flag
# expect: DiagnosticError: error: Program is not well-formed
# capture: stderr
# env: TVM_BACKTRACE=1
import tvm
from tvm.script import tirx as T


@T.prim_func
def row_sum(a: T.handle, b: T.handle):
    n = T.int32()
    A = T.match_buffer(a, (n, 64), "float32")
    B = T.match_buffer(b, (n,), "float32")
    for i, k in T.grid(n, 64):
        with T.sblock("sum"):
            vi, vk = T.axis.remap("SR", [i, k])
            with T.init():
                B[vi] = T.float32(0)
            B[vi] = B[vi] + A[vi, vk]


lib = tvm.compile(row_sum, target="llvm")
print(lib)
